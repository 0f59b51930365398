// Wrong withdrawal PINs (issue 7): the 10th in a day locks withdrawals; the member is told how to unlock, the wallet
// page says so, an administrator unlocks from the console's Money section (/dashboard/money) after checking with the
// member, and the member withdraws.
import { expect, test, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { createPayingMember, payingAccount, readWithdrawalPin, wrongPinsViaApi, type Member } from '../support/money';
import { dismissAlert, expectAlert, logOut, signIn } from '../support/ui';
import { expectWalletBalance, naira } from '../support/wallet';

const LOCKED = 'Withdrawals are locked after too many wrong PINs. Reset your password from the sign-in page to unlock them, or contact the society.';

const withdrawDialog = (page: Page) => page.getByRole('dialog', { name: /^(Withdraw To Bank|Confirm Withdrawal|Withdrawal Status)$/ });

/** Withdraw → amount + password → the PIN from the mail, typed as given (or a wrong one) → Confirm Withdrawal */
async function confirmWithPin(page: Page, member: Member, amount: string, pinFrom: (mailed: string) => string): Promise<void> {
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = withdrawDialog(page);
  await dialog.getByLabel('Enter Amount').fill(amount);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expectAlert(page, 'Continue', /We have sent a withdrawal PIN/);
  await dismissAlert(page);
  const pin = await readWithdrawalPin(member.email, asked);
  await dialog.getByLabel('Withdrawal Pin').fill(pinFrom(pin));
  await dialog.getByRole('button', { name: 'Confirm Withdrawal' }).click();
}

test.describe.serial('ten wrong PINs lock withdrawals until an administrator unlocks them', () => {
  let member: Member;

  test.beforeAll(async () => {
    member = await createPayingMember('pin-lock', { funded: '5000', bank: payingAccount(), profile: true });
    const ninth = await wrongPinsViaApi(member, 9);
    expect(ninth.body.message).toBe('The withdrawal PIN is not correct. You have 1 attempt left');
  });

  test('the 10th wrong PIN in the dialog locks withdrawals; the member is told how to unlock, and so is the wallet page', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/savings$/);
    await page.goto('/wallet');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await confirmWithPin(page, member, '1000', (pin) => (pin === '000000' ? '111111' : '000000'));
    await expectAlert(page, 'Error', LOCKED);
    await dismissAlert(page);
    await withdrawDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(LOCKED);

    // step 1 refuses too, and mails no PIN
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = withdrawDialog(page);
    await dialog.getByLabel('Enter Amount').fill('1000');
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Error', LOCKED);
    await dismissAlert(page);
    await expectWalletBalance(page, '5000.00');
  });

  test('an administrator unlocks the member from the Money section', async ({ page }) => {
    await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/money?part=locked');
    const panel = page.getByRole('tabpanel', { name: 'Locked withdrawals', exact: true });
    const row = panel.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Unlock withdrawals for / }).click();
    await expect(panel.getByRole('status')).toHaveText(/^Withdrawals are unlocked for .+\.$/);
    await expect(panel.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
    await logOut(page);
  });

  test('the member withdraws again', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/savings$/);
    await page.goto('/wallet');
    await expectWalletBalance(page, '5000.00');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await confirmWithPin(page, member, '1000', (pin) => pin);
    await expect(withdrawDialog(page).getByRole('heading', { name: 'Withdrawal Status' })).toBeVisible();
    await expect(withdrawDialog(page).getByRole('region', { name: 'Withdrawal timeline' })).toContainText(naira('1000'));
    await expectWalletBalance(page, '4000.00');
  });
});
