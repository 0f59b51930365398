// The pages the API serves render in Chromium under their Content-Security-Policy without a single violation: the
// API docs (Swagger UI) and the sandbox checkout, whose inline style and script run by per-reply nonce. The app's
// own pages are never framed.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { SOCIETY_NAME } from '../support/env';
import { CARD_CVV, CARD_EXPIRY, signInViaApi, TEST_CARDS } from '../support/money';

/** every CSP refusal Chromium reports on this page, across its navigations */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the API docs render under their policy', async ({ page }) => {
  const violations = policyViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText(`${SOCIETY_NAME} API`);
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  // a call opens with its description and schema
  await page.locator('.swagger-ui .opblock-summary').first().click();
  await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the sandbox checkout is styled and runs its script under a nonce policy', async ({ page, request }) => {
  const member = await createVerifiedMember('csp');
  const token = await signInViaApi(member);
  const started = await request.post('/api/payments/charges', {
    headers: { authorization: `Bearer ${token}` },
    data: { purpose: 'card_verification', callback_path: '/settings' },
  });
  expect(started.status()).toBe(200);
  const { authorization_url: checkoutUrl } = (await started.json()) as { authorization_url: string };

  const violations = policyViolations(page);
  const response = await page.goto(checkoutUrl);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[0-9a-f]+'/);
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  // the inline <style> applied: the page's own background colour
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(243, 246, 248)');

  await page.getByLabel('Card number').fill(TEST_CARDS.success);
  await page.getByLabel('Expiry (MM/YY)').fill(CARD_EXPIRY);
  await page.getByLabel('CVV').fill(CARD_CVV);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status')).toContainText('Payment successful');
  // opened on its own, the result page's inline script returns to the app with the reference
  await page.waitForURL((url) => url.pathname === '/settings' && url.searchParams.has('reference'));
  expect(violations).toEqual([]);
});

test("the app's pages may not be framed", async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()).toMatchObject({
    'x-frame-options': 'DENY',
    'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
});
