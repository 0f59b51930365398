// Funding the wallet by card (facts §3.5, §5): a new card saved on the way with its fee shown first, the saved card
// again without a checkout, a declined card, and the card that asks for an OTP.
import { expect, test, type Page } from '@playwright/test';
import { createPayingMember, TEST_CARDS, type Member } from '../support/money';
import { dismissAlert, expectAlert, signIn } from '../support/ui';
import { checkoutDialog, expectWalletBalance, naira, payInCheckout } from '../support/wallet';

const fundDialog = (page: Page) => page.getByRole('dialog', { name: 'Fund Wallet' });

/** Add Fund → the amount → Continue: the dialog now asks how to pay. */
async function startFunding(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Fund' }).click();
  const dialog = fundDialog(page);
  await dialog.getByLabel('Enter Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Amount to add: ${naira(amount)}`)).toBeVisible();
}

/** The card fee summary for `amount` at 1.5% + ₦100 (from ₦2,500), capped at ₦2,000. */
async function expectFeeSummary(page: Page, amount: string, fee: string, total: string): Promise<void> {
  const summary = fundDialog(page).getByRole('region', { name: 'Card payment summary' });
  await expect(summary.getByRole('definition')).toHaveText([naira(amount), naira(fee), naira(total)]);
  await expect(summary.getByRole('term')).toHaveText(['Amount', 'Card processing fee', 'Total charged']);
}

async function signInToWallet(page: Page, member: Member, balance: string): Promise<void> {
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/savings$/);
  await page.goto('/wallet');
  await expectWalletBalance(page, balance);
}

test.describe.serial('a new card saved while funding, then used again', () => {
  let member: Member;
  test.beforeAll(async () => {
    member = await createPayingMember('fund-save');
  });

  test('fund ₦5,000 with a new card and save it: the fee is shown first, only the amount is credited', async ({ page }) => {
    await signInToWallet(page, member, '0.00');
    await startFunding(page, '5000');
    const dialog = fundDialog(page);
    await expect(dialog.getByText('You have no saved cards yet.', { exact: false })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Use new card' }).check();
    await dialog.getByLabel('Would you like to save your card').check();
    // ₦5,000 × 1.5% = ₦75, + ₦100 from ₦2,500
    await expectFeeSummary(page, '5000.00', '175.00', '5175.00');
    await dialog.getByRole('button', { name: 'Add Fund' }).click();

    await payInCheckout(page, TEST_CARDS.success);
    await expect(checkoutDialog(page)).toBeHidden();
    await expectAlert(page, 'Success', 'Your wallet has been funded with ₦5,000.00.');
    await expect(fundDialog(page)).toBeHidden();
    await dismissAlert(page);

    await expectWalletBalance(page, '5000.00');
    const history = page.getByRole('table', { name: 'Wallet Table' });
    const funding = history.getByRole('row').filter({ hasText: 'Wallet Funding' });
    await expect(funding).toHaveCount(1);
    await expect(funding).toContainText('₦5,000.00');
    await expect(funding).toContainText('Credit');
  });

  test('pay again with the saved card: no checkout, the balance grows', async ({ page }) => {
    await signInToWallet(page, member, '5000.00');
    await startFunding(page, '2500.50');
    const dialog = fundDialog(page);
    const saved = dialog.getByRole('radio', { name: /•••• 4081$/ });
    await saved.check();
    // ₦2,500.50 × 1.5% = ₦37.5075 → ₦37.51, + ₦100
    await expectFeeSummary(page, '2500.50', '137.51', '2638.01');
    await dialog.getByRole('button', { name: 'Add Fund' }).click();
    await expectAlert(page, 'Success', 'Your wallet has been funded with ₦2,500.50.');
    await expect(checkoutDialog(page)).toHaveCount(0);
    await dismissAlert(page);
    await expectWalletBalance(page, '7500.50');
    await expect(page.getByRole('table', { name: 'Wallet Table' }).getByRole('row').filter({ hasText: 'Wallet Funding' })).toHaveCount(2);
  });
});

test('a declined card: a clear error in the payment dialog, nothing credited', async ({ page }) => {
  const member = await createPayingMember('fund-declined');
  await signInToWallet(page, member, '0.00');
  await startFunding(page, '1000');
  const dialog = fundDialog(page);
  await dialog.getByRole('radio', { name: 'Use new card' }).check();
  // below ₦2,500: 1.5% only
  await expectFeeSummary(page, '1000.00', '15.00', '1015.00');
  await dialog.getByRole('button', { name: 'Add Fund' }).click();
  await payInCheckout(page, TEST_CARDS.declined);
  await expect(checkoutDialog(page)).toBeHidden();
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: Declined. You can try again with the same card or another one.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expectWalletBalance(page, '0.00');
  await expect(page.getByRole('main').getByText('No Record Found')).toBeVisible();
});

test('the card that asks for an OTP: 123456 in the checkout, then the wallet is credited', async ({ page }) => {
  const member = await createPayingMember('fund-otp');
  await signInToWallet(page, member, '0.00');
  await startFunding(page, '3000');
  const dialog = fundDialog(page);
  await dialog.getByRole('radio', { name: 'Use new card' }).check();
  await expectFeeSummary(page, '3000.00', '145.00', '3145.00');
  await dialog.getByRole('button', { name: 'Add Fund' }).click();
  await payInCheckout(page, TEST_CARDS.otp);
  await expect(checkoutDialog(page)).toBeHidden();
  await expectAlert(page, 'Success', 'Your wallet has been funded with ₦3,000.00.');
  await dismissAlert(page);
  await expectWalletBalance(page, '3000.00');
});
