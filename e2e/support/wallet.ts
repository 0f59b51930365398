// What a member does on the money screens, found by role and label: the card checkout, the wallet's dialogs.
import { expect, type Locator, type Page } from '@playwright/test';
import { CARD_CVV, CARD_EXPIRY, SANDBOX_OTP, TEST_CARDS } from './money';

/** "₦5,175.00" for "5175.00" (en-NG, as formatNaira shows it) */
export function naira(amount: string): string {
  const [whole, kobo = '00'] = amount.split('.');
  return `₦${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${kobo.padEnd(2, '0')}`;
}

/** the framed sandbox checkout, in its own modal over the payment dialog */
export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Card payment' });

/**
 * Pays in the framed sandbox checkout with `card` (any future expiry, any CVV; the OTP card asks for its OTP), the
 * way a member types it. Returns once the card step is sent; the app closes the checkout when the API has the outcome.
 */
export async function payInCheckout(page: Page, card: string = TEST_CARDS.success, otp: string = SANDBOX_OTP): Promise<void> {
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  const checkout = dialog.frameLocator('iframe[title="Secure card payment"]');
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByLabel('Expiry (MM/YY)').fill(CARD_EXPIRY);
  await checkout.getByLabel('CVV').fill(CARD_CVV);
  await checkout.getByRole('button', { name: /^Pay ₦/ }).click();
  if (card === TEST_CARDS.otp) {
    await checkout.getByLabel('OTP').fill(otp);
    await checkout.getByRole('button', { name: 'Confirm payment' }).click();
  }
}

/** The "Wallet Balance" figure on /wallet. */
export const walletBalance = (page: Page): Locator => page.getByRole('main').getByRole('group', { name: 'Wallet Balance' });

export async function expectWalletBalance(page: Page, amount: string): Promise<void> {
  await expect(walletBalance(page)).toContainText(naira(amount));
}
