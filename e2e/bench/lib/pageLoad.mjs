// Page loads in Chromium with an empty HTTP cache, recording every response and its transferred size.

/** Records the responses of `page` (the array fills as requests finish) and how many are still in flight. */
export function recordResponses(page) {
  const recorder = { responses: [], pending: 0 };
  page.on('request', () => {
    recorder.pending += 1;
  });
  page.on('requestfailed', () => {
    recorder.pending -= 1;
  });
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    recorder.responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize, status: response?.status() });
    recorder.pending -= 1;
  });
  return recorder;
}

/** Resolves once nothing has been in flight for `quietMs` (networkidle only works for the first load). */
export async function settle(recorder, quietMs = 500) {
  let quietSince = performance.now();
  while (performance.now() - quietSince < quietMs) {
    await new Promise((r) => setTimeout(r, 50));
    if (recorder.pending > 0) quietSince = performance.now();
  }
}

export const isJs = (r) => r.type === 'script' || new URL(r.url).pathname.endsWith('.js');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(page: import('@playwright/test').Page) => Promise<void>} ready resolves when the page is usable
 * @param {{ storageState?: object, then?: (page, recorder) => Promise<object> }} [o] `then` runs once the load has settled
 */
export async function coldLoad(browser, url, ready, o = {}) {
  const context = await browser.newContext(o.storageState ? { storageState: o.storageState } : {}); // fresh context = empty cache
  const page = await context.newPage();
  const recorder = recordResponses(page);
  try {
    const started = performance.now();
    await page.goto(url);
    await ready(page);
    const readyMs = performance.now() - started;
    await settle(recorder);
    const nav = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd, fcp: fcp?.startTime ?? null };
    });
    const responses = [...recorder.responses];
    const then = o.then ? await o.then(page, recorder) : undefined;
    return { responses, readyMs, nav, then };
  } finally {
    await context.close();
  }
}

/** An in-app navigation: `act` (e.g. a click) until `ready`; its time and the responses it caused. */
export async function inAppNavigation(page, recorder, act, ready) {
  const before = recorder.responses.length;
  const started = performance.now();
  await act(page);
  await ready(page);
  const readyMs = performance.now() - started;
  await settle(recorder);
  return { readyMs, responses: recorder.responses.slice(before) };
}
