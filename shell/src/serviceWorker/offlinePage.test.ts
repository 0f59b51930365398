import { offlinePageHtml } from './offlinePage';

/** The offline page as a browser runs it: its markup in the document, its script with this page's fetch and reload. */
function openOfflinePage({ reachable, onLine = true }: { reachable: () => boolean; onLine?: boolean }) {
  const html = offlinePageHtml('Ade & Sons <Co-op>');
  document.body.innerHTML = /<body>([\s\S]*)<script>/.exec(html)![1];
  const script = /<script>([\s\S]*)<\/script>/.exec(html)![1];
  const reload = jest.fn();
  const fetch = jest.fn(() => (reachable() ? Promise.resolve({ status: 200 }) : Promise.reject(new TypeError('Failed to fetch'))));
  const location = { href: 'http://localhost:3000/signin', reload };
  // the online listener is the page's own, so each opening gets a fresh window-like target for it
  const target = new EventTarget();
  new Function('document', 'window', 'location', 'fetch', 'navigator', 'sessionStorage', script)(document, target, location, fetch, { onLine }, sessionStorage);
  return { reload, fetch, goOnline: () => target.dispatchEvent(new Event('online')), html };
}

const status = () => document.getElementById('status')!.textContent;
const clickRetry = () => document.getElementById('retry')!.click();
/** lets the page's fetch answer and its then() run */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
/** an offline page that has just reloaded by itself (the site answered after 'online') */
async function reloadedByItself() {
  const page = openOfflinePage({ reachable: () => true });
  page.goOnline();
  await settle();
  return page;
}
/** whether a page just opened tries the site within a minute, without an 'online' event */
async function triesWithinAMinute(page: ReturnType<typeof openOfflinePage>) {
  jest.advanceTimersByTime(60_000);
  await settle();
  return page.fetch.mock.calls.length > 0;
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the offline page', () => {
  it('names the society (escaped), says the member is offline and offers Retry', () => {
    const { html } = openOfflinePage({ reachable: () => false });
    expect(html).toContain('Ade &amp; Sons &lt;Co-op&gt;');
    expect(document.querySelector('h1')!.textContent).toBe('You are offline');
    expect(document.querySelector('button')!.textContent).toBe('Retry');
    expect(offlinePageHtml('  ')).toContain('Co-operative Society');
  });

  it('Retry reloads once the site answers; while it does not, says so and stays', async () => {
    let up = false;
    const page = openOfflinePage({ reachable: () => up });
    clickRetry();
    await settle();
    expect(status()).toBe('Still offline. This page reloads by itself when the connection is back.');
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.fetch).toHaveBeenCalledWith('http://localhost:3000/signin', { method: 'HEAD', cache: 'no-store' });
    up = true;
    clickRetry();
    await settle();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it("on 'online' it tries by itself, 1, 2, 4, 8 and 16 seconds apart, and reloads when the site answers", async () => {
    let up = false;
    const page = openOfflinePage({ reachable: () => up });
    page.goOnline();
    await settle();
    for (const wait of [1000, 2000, 4000]) {
      jest.advanceTimersByTime(wait - 1);
      await settle();
      const before = page.fetch.mock.calls.length;
      jest.advanceTimersByTime(1);
      await settle();
      expect(page.fetch.mock.calls.length).toBe(before + 1);
    }
    expect(page.reload).not.toHaveBeenCalled();
    up = true;
    jest.advanceTimersByTime(8000);
    await settle();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(status()).toBe('');
  });

  it('gives up after six tries without the site (no endless polling)', async () => {
    const page = openOfflinePage({ reachable: () => false });
    page.goOnline();
    for (let i = 0; i < 10; i += 1) {
      jest.advanceTimersByTime(20_000);
      await settle();
    }
    expect(page.fetch).toHaveBeenCalledTimes(6);
  });

  it('a reload of its own that lands here again (the connection dropped on the way) goes on with the tries it had left', async () => {
    const first = await reloadedByItself();
    expect(first.reload).toHaveBeenCalledTimes(1);

    // the reload met the offline page again: the next try comes a second later, then two, without an 'online' event
    let up = false;
    const second = openOfflinePage({ reachable: () => up });
    jest.advanceTimersByTime(1000);
    await settle();
    expect(second.fetch).toHaveBeenCalledTimes(1);
    up = true;
    jest.advanceTimersByTime(2000);
    await settle();
    expect(second.reload).toHaveBeenCalledTimes(1);
  });

  it('carries nothing from a Retry, from an old reload or while the browser says it is offline', async () => {
    const retried = openOfflinePage({ reachable: () => true });
    clickRetry();
    await settle();
    expect(retried.reload).toHaveBeenCalledTimes(1);
    expect(await triesWithinAMinute(openOfflinePage({ reachable: () => true }))).toBe(false);

    await reloadedByItself();
    jest.advanceTimersByTime(61_000);
    expect(await triesWithinAMinute(openOfflinePage({ reachable: () => true }))).toBe(false);

    await reloadedByItself();
    expect(await triesWithinAMinute(openOfflinePage({ reachable: () => true, onLine: false }))).toBe(false);
  });
});
