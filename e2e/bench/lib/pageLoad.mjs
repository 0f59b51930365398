// Page loads in Chromium with an empty HTTP cache, recording every response and its transferred size.
import { marksInitScript, readMarks } from './marks.mjs';

/** What the bench waits for, by name: recorded in the page the moment it appears (see marks.mjs). */
export const WATCHES = {
  signin: { selector: 'button', text: 'Sign In' },
  signup: { selector: 'h1', text: 'Sign Up' },
  pageHeading: { selector: 'main h1' },
  productFinancing: { selector: 'main h1', text: 'Product Finance' },
  savings: { selector: 'main h1', text: 'Savings' },
};

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
    // startedAt: when the browser started the request (ms since the epoch), to tell what came after a page was ready
    recorder.responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize, status: response?.status(), startedAt: request.timing().startTime });
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

/** Splits a load's responses at the moment its page was ready: what the page needed, and what it fetched after. */
export function splitAtReady({ responses, readyAt }) {
  return { before: responses.filter((r) => r.startedAt <= readyAt), after: responses.filter((r) => r.startedAt > readyAt) };
}

export const isJs = (r) => r.type === 'script' || new URL(r.url).pathname.endsWith('.js');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ ready: (page) => Promise<void>, mark: keyof typeof WATCHES, storageState?: object, then?: (page, recorder) => Promise<object> }} o
 *   `ready` resolves when the page is usable, `mark` names the element whose first appearance is the ready time;
 *   `then` runs once the load has settled
 */
export async function coldLoad(browser, url, o) {
  const context = await browser.newContext(o.storageState ? { storageState: o.storageState } : {}); // fresh context = empty cache
  await context.addInitScript(marksInitScript(WATCHES));
  const page = await context.newPage();
  const recorder = recordResponses(page);
  try {
    await page.goto(url);
    await o.ready(page);
    const readyMs = (await readMarks(page))[o.mark];
    const readyAt = await page.evaluate((ms) => performance.timeOrigin + ms, readyMs);
    await settle(recorder);
    const nav = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd, fcp: fcp?.startTime ?? null };
    });
    const responses = [...recorder.responses];
    const then = o.then ? await o.then(page, recorder) : undefined;
    return { responses, readyMs, readyAt, nav, then };
  } finally {
    await context.close();
  }
}

/** An in-app navigation: a click on `link` until `mark` appears; its time from the click and the responses it caused. */
export async function inAppNavigation(page, recorder, link, ready, mark) {
  const before = recorder.responses.length;
  await link.click();
  await ready(page);
  const marks = await readMarks(page);
  const readyMs = marks[mark] - marks.click;
  await settle(recorder);
  return { readyMs, responses: recorder.responses.slice(before) };
}
