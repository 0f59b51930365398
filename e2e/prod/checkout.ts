// The Paystack fake as a member and the society meet it in prod:check: its hosted checkout page (another origin, so
// the app opens it in a popup) and the bank accounts its /bank/resolve knows. The fake runs as its own process
// (api/test/fakes/runFakePaystack.ts) at PROD_PAYSTACK_URL.
import { expect, type Page } from '@playwright/test';
import { randomNuban } from '../support/money';

const PAYSTACK_URL = process.env.PROD_PAYSTACK_URL ?? '';
/** Paystack's documented test card that succeeds without an OTP */
const SUCCESS_CARD = '4084 0840 8408 4081';

/** A new GTBank account the fake's bank knows, held in the member's name (so the name check approves it). */
export async function registerBankAccount(owner: { firstName: string; lastName: string }): Promise<{ bankName: string; bankCode: string; accountNumber: string }> {
  const account = { bankName: 'Guaranty Trust Bank', bankCode: '058', accountNumber: randomNuban('058') };
  const res = await fetch(`${PAYSTACK_URL}/__control/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bank_code: account.bankCode, account_number: account.accountNumber, account_name: `${owner.lastName} ${owner.firstName}`.toUpperCase() }),
  });
  if (!res.ok) throw new Error(`the Paystack fake did not take the bank account (${res.status}): ${await res.text()}`);
  return account;
}

/**
 * Pays on the fake's hosted checkout page in `popup` with the test card. Paystack then sends the popup back to the
 * app's callback page with ?reference=, where the app sees it, closes it and asks the API; on a slow machine the
 * member closes it by hand once it is back on the app, which the app takes the same way.
 */
export async function payOnProviderCheckout(popup: Page): Promise<void> {
  await popup.waitForLoadState();
  const providerOrigin = new URL(PAYSTACK_URL).origin;
  expect(new URL(popup.url()).origin).toBe(providerOrigin);
  await popup.getByLabel('Card number').fill(SUCCESS_CARD);
  await popup.getByRole('button', { name: /^Pay/ }).click();
  await expect
    .poll(() => popup.isClosed() || new URL(popup.url()).origin !== providerOrigin, { message: 'the checkout returns to the app', timeout: 30_000 })
    .toBe(true);
  const closedByApp = await popup.waitForEvent('close', { timeout: 10_000 }).then(
    () => true,
    () => popup.isClosed(),
  );
  if (!closedByApp) await popup.close();
}
