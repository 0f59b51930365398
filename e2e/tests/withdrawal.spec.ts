// Wallet → bank (facts §3.5, spec §4): the bank/profile pre-check, a bank account and the profile on /settings, the
// PIN from the mail, and the money timeline until the bank confirms, or until a failed payout is reversed.
import { expect, test, type Page } from '@playwright/test';
import { createPayingMember, FAILING_ACCOUNT, payingAccount, readWithdrawalPin, type Member } from '../support/money';
import { addBankAccount, completeProfileStepper } from '../support/settings';
import { dismissAlert, expectAlert, signIn } from '../support/ui';
import { expectWalletBalance, naira } from '../support/wallet';

const PRE_CHECK = 'Please Update your profile and bank account to continue';

const withdrawDialog = (page: Page) => page.getByRole('dialog', { name: /^(Withdraw To Bank|Confirm Withdrawal|Withdrawal Status)$/ });

/** Withdraw → amount + password → the continue alert → the PIN from the mail → Confirm Withdrawal. */
async function withdraw(page: Page, member: Member, amount: string): Promise<void> {
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = withdrawDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Withdraw To Bank' })).toBeVisible();
  await dialog.getByLabel('Enter Amount').fill(amount);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();

  await expectAlert(page, 'Continue', `We have sent a withdrawal PIN to ${member.email}. Please check your e-mail and enter the PIN to confirm the withdrawal of ${naira(amount)}. It expires in 10 minutes.`);
  await dismissAlert(page);
  await expect(dialog.getByRole('heading', { name: 'Confirm Withdrawal' })).toBeVisible();
  const pin = await readWithdrawalPin(member.email, asked);
  await dialog.getByLabel('Withdrawal Pin').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm Withdrawal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Withdrawal Status' })).toBeVisible();
}

/** The timeline's steps as shown: label and whether it happened ("Waiting" when not yet). */
const timelineSteps = (page: Page) => withdrawDialog(page).getByRole('region', { name: 'Withdrawal timeline' }).getByRole('listitem');

test.describe.serial('from the pre-check to a confirmed withdrawal', () => {
  let member: Member;
  const account = payingAccount();

  test.beforeAll(async () => {
    member = await createPayingMember('withdraw', { funded: '10000', namedAfter: account });
  });

  test('Withdraw without a bank account and a complete profile: the notice, then /settings', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/savings$/);
    await page.goto('/wallet');
    await expectWalletBalance(page, '10000.00');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Error', PRE_CHECK);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(withdrawDialog(page)).toHaveCount(0);
  });

  test('add a bank account on /settings: the bank, the 10 digits, the name the bank has; still the notice until the profile is complete', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await page.goto('/settings');
    await expect(page.getByRole('main').getByText('Add the bank account your withdrawals are paid into.')).toBeVisible();
    const name = await addBankAccount(page, account.bankName, account.accountNumber);
    const onFile = page.getByRole('region', { name: 'Bank Details' });
    await expect(onFile.getByRole('definition')).toHaveText([account.bankName, name, account.accountNumber]);

    // the profile is still incomplete: the pre-check still stops the withdrawal
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Error', PRE_CHECK);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('complete the profile in its three steps: Withdraw now opens, with the bank account', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await page.goto('/settings');
    await completeProfileStepper(page, member);
    await page.getByRole('link', { name: 'Go To Wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = withdrawDialog(page);
    await expect(dialog.getByRole('definition')).toHaveText([account.bankName, /^[A-Z ]+$/, account.accountNumber]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('mistakes change nothing: more than the balance, a wrong password, a wrong PIN', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/savings$/);
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = withdrawDialog(page);
    const amount = dialog.getByLabel('Enter Amount');
    const password = dialog.getByLabel('Password');

    await amount.fill('20000');
    await password.fill(member.password);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Error', 'Insufficient balance: your available balance is ₦10,000.00');
    await dismissAlert(page);
    await expect(dialog.getByRole('heading', { name: 'Withdraw To Bank' })).toBeVisible();

    await amount.fill('1000');
    await password.fill(`${member.password}-wrong`);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Error', 'Your password is not correct');
    await dismissAlert(page);
    await expect(dialog.getByRole('heading', { name: 'Withdraw To Bank' })).toBeVisible();

    const asked = new Date(Date.now() - 1000);
    await password.fill(member.password);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Continue', /We have sent a withdrawal PIN/);
    await dismissAlert(page);
    const pin = await readWithdrawalPin(member.email, asked);
    const wrong = pin.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
    await dialog.getByLabel('Withdrawal Pin').fill(wrong);
    await dialog.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await expectAlert(page, 'Error', 'The withdrawal PIN is not correct. You have 4 attempts left');
    await dismissAlert(page);
    await expect(dialog.getByRole('heading', { name: 'Confirm Withdrawal' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expectWalletBalance(page, '10000.00');
    await expect(page.getByRole('main').getByText('You have not made any withdrawals yet')).toBeVisible();
  });

  test('withdraw with the PIN from the mail: reserved at once, then sent and confirmed, with the reference', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/savings$/);
    await page.goto('/wallet');
    await withdraw(page, member, '3000');

    // the money left the wallet at once (reserved)
    await expectWalletBalance(page, '7000.00');
    const steps = timelineSteps(page);
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Reserved');
    await expect(steps.nth(0)).not.toContainText('Waiting');
    await expect(steps.nth(1)).toContainText('Sent');
    await expect(steps.nth(2)).toContainText('Confirmed');

    // the page follows the withdrawal until the bank confirms it
    await expect(steps.nth(2)).not.toContainText('Waiting', { timeout: 30_000 });
    await expect(steps.nth(1)).not.toContainText('Waiting');
    await expect(steps.nth(2)).toContainText('Paid into your bank account');
    const summary = withdrawDialog(page).getByRole('region', { name: 'Withdrawal timeline' });
    await expect(summary).toContainText(/Reference\s*wd_/);
    await expect(summary).toContainText(naira('3000'));
    await withdrawDialog(page).getByRole('button', { name: 'Done' }).click();

    await expectWalletBalance(page, '7000.00');
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    const row = withdrawals.getByRole('row').filter({ hasText: naira('3000') });
    await expect(row).toContainText('Confirmed');

    // and its timeline stays one tap away
    await row.getByRole('button', { name: /^View withdrawal wd_/ }).click();
    const detail = page.getByRole('dialog', { name: /^Withdrawal wd_/ });
    await expect(detail.getByRole('region', { name: 'Withdrawal timeline' }).getByRole('listitem')).toHaveText([/Reserved/, /Sent/, /Confirmed/]);
    await expect(detail.getByText('Waiting')).toHaveCount(0);
  });
});

test('a payout to the failing account is reversed: the money comes back and a notification says so', async ({ page }) => {
  const member = await createPayingMember('withdraw-fails', { funded: '5000', bank: FAILING_ACCOUNT, profile: true });
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/savings$/);
  await page.goto('/wallet');
  await expectWalletBalance(page, '5000.00');

  await withdraw(page, member, '2000');
  await expectWalletBalance(page, '3000.00');
  const steps = timelineSteps(page);
  await expect(steps.last()).toContainText('Reversed', { timeout: 30_000 });
  await expect(steps.last()).toContainText('Sandbox: transfers to this account always fail');
  await expect(withdrawDialog(page).getByRole('region', { name: 'Withdrawal timeline' })).toContainText('ReasonSandbox: transfers to this account always fail');
  await expect(steps.last()).not.toContainText('Waiting');
  await withdrawDialog(page).getByRole('button', { name: 'Done' }).click();

  await expectWalletBalance(page, '5000.00');
  await expect(page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: naira('2000') })).toContainText('Reversed');

  await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const reversed = panel.getByRole('listitem').filter({ hasText: 'Withdrawal reversed' });
  await expect(reversed).toHaveCount(1);
  await expect(reversed.getByRole('link', { name: 'Withdrawal reversed' })).toHaveAttribute('href', '/wallet');
  await expect(reversed).toContainText(`Your withdrawal of ${naira('2000')}`);
  await expect(reversed).toContainText('The money is back in your wallet.');
});
