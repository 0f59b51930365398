// The /signin size guard: the JS a browser with an empty cache fetches before the live sign-in form is usable, against
// e2e/size-baseline.json (see support/sizeGuard.ts). What the shell prefetches after the form is ready, when the
// browser is idle (the member home's remote entry, the chrome, the alert modal), is not counted.
import { expect, test, type Request } from '@playwright/test';
import { readBaseline, sizeProblem, TOLERANCE_BYTES, type SizeBaseline } from '../support/sizeGuard';

const isJs = (request: Request) => request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');

test('/signin fetches no more JS (gzip) than the recorded baseline + 5 KB', async ({ browser }) => {
  const baseline = readBaseline();
  const context = await browser.newContext(); // an empty cache
  // the moment the live Sign In button is usable, in the page's clock (Playwright's waitFor polls): in the app's root
  // and enabled, not the prerendered copy's (in the HTML itself, disabled until the live page replaces it)
  await context.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (!root || root.hidden) return;
      if (!Array.from(root.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Sign In' && !b.disabled)) return;
      (window as unknown as { __formReadyAt: number }).__formReadyAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'disabled'] });
  });
  const page = await context.newPage();
  const fetched: Promise<{ bytes: number; startedAt: number; url: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (!isJs(request)) return;
    fetched.push(request.sizes().then((sizes) => ({ bytes: sizes.responseBodySize, startedAt: request.timing().startTime, url: request.url() })));
  });
  await page.goto('/signin');
  await expect(page.locator('#root').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const readyAt = await page.evaluate(() => (window as unknown as { __formReadyAt: number }).__formReadyAt);
  const beforeReady = (await Promise.all(fetched)).filter((r) => r.startedAt <= readyAt);
  const measured = beforeReady.reduce((sum, r) => sum + r.bytes, 0);
  await context.close();
  console.log(`/signin JS: ${measured} bytes gzip in ${beforeReady.length} files (baseline ${baseline.signinJsGzipBytes})`);
  expect(sizeProblem(measured, baseline), 'the size guard').toBeNull();
});

test('the size guard fails 5 KB + 1 byte over the baseline, and says to update the baseline file on purpose', () => {
  const baseline: SizeBaseline = { signinJsGzipBytes: 150_000, reason: 'test' };
  expect(sizeProblem(150_000 + TOLERANCE_BYTES, baseline)).toBeNull();
  expect(sizeProblem(140_000, baseline)).toBeNull();
  const problem = sizeProblem(150_000 + TOLERANCE_BYTES + 1, baseline, '/repo/e2e/size-baseline.json');
  expect(problem).toContain('more than the 5.0 KB allowed');
  expect(problem).toContain('update ');
  expect(problem).toContain('size-baseline.json on purpose in the same commit');
  expect(problem).toContain(`"signinJsGzipBytes": ${150_000 + TOLERANCE_BYTES + 1} and a "reason"`);
});
