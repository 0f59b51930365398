// Paint times recorded inside the page (polling from Playwright under a 4× CPU throttle would skew them): a
// MutationObserver, installed before any of the page's scripts, checks each watch on every DOM change; the first time
// a watch holds, a double requestAnimationFrame later (the frame that shows it has been produced) its time is kept
// and reported to the bench through a binding, so nothing polls. Times are performance.now() of the document
// (0 = the start of its navigation). The last click's time is kept too.
//
// A watch holds when, on `path` (if given), every one of its `all` conditions matches a visible element:
//   { selector, text?: exact trimmed textContent, includes?: a substring of it, enabled?: true (not disabled) }

const BINDING = '__phoneBenchPainted';

/**
 * Installs the watches in every page of `context`; returns `paintOf(page, name)`, which resolves with the paint time of
 * `name` in the page's current document (or rejects after `timeoutMs`).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Record<string, { path?: string, all: { selector: string, text?: string, includes?: string, enabled?: boolean }[] }>} watches
 */
export async function installPaintMarks(context, watches) {
  const waiters = new Map(); // `${document id} ${name}` → resolve
  const painted = new Map();
  await context.exposeBinding(BINDING, (_source, documentId, name, at) => {
    const key = `${documentId} ${name}`;
    painted.set(key, at);
    waiters.get(key)?.(at);
  });
  await context.addInitScript({ content: initScript(watches) });

  return async function paintOf(page, name, timeoutMs = 60000) {
    const documentId = await page.evaluate(() => globalThis.__phoneDocumentId);
    const key = `${documentId} ${name}`;
    if (painted.has(key)) return painted.get(key);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} was not painted within ${timeoutMs} ms on ${page.url()}`)), timeoutMs);
      waiters.set(key, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  };
}

/** every mark of the page's current document, click included */
export const readPaintMarks = (page) => page.evaluate(() => ({ ...globalThis.__phoneMarks }));

function initScript(watches) {
  return `(() => {
    if (window.top !== window) return;
    const watches = ${JSON.stringify(watches)};
    const documentId = (window.__phoneDocumentId = Math.random().toString(36).slice(2));
    const seen = {};
    const painted = (window.__phoneMarks = {});
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const matches = (c) => [...document.querySelectorAll(c.selector)].some((el) => {
      const text = el.textContent.trim();
      if (c.text !== undefined && text !== c.text) return false;
      if (c.includes !== undefined && !text.includes(c.includes)) return false;
      if (c.enabled && el.disabled) return false;
      return visible(el);
    });
    let queued = false;
    const check = () => {
      queued = false;
      for (const [name, w] of Object.entries(watches)) {
        if (seen[name] !== undefined) continue;
        if (w.path !== undefined && location.pathname !== w.path) continue;
        if (!w.all.every(matches)) continue;
        seen[name] = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => {
          painted[name] = performance.now();
          window.${BINDING}?.(documentId, name, painted[name]);
        }));
      }
    };
    const schedule = () => { if (!queued) { queued = true; queueMicrotask(check); } };
    new MutationObserver(schedule).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    addEventListener('load', schedule);
    document.addEventListener('click', (e) => { painted.click = e.timeStamp; }, true);
  })();`;
}
