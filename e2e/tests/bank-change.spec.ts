// Bank accounts a thief cannot use (issue 7): changing the account on file needs the password and pauses withdrawals
// for the cooling period the administrators set at /dashboard/settings (shortening it takes two of them); an account in someone else's name is held until an
// administrator approves it there.
import { expect, test, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { accountOwnerNames, anotherAccountOf, createPayingMember, payingAccount } from '../support/money';
import { approveAsSecondAdmin } from '../support/approvals';
import { addBankAccount } from '../support/settings';
import { dismissAlert, expectAlert, signIn } from '../support/ui';
import { fullName } from '../support/users';

// one after the other: the first test turns the cooling period off and back on. Two people, two sessions each.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const bankStatus = (page: Page) => page.getByRole('region', { name: 'Bank Details' }).getByRole('status', { name: 'Bank account status' });

/**
 * The SA sets the cooling period on /dashboard/settings. Shortening it weakens a control, so it is a proposal until the
 * second administrator approves it; lengthening it applies at once.
 */
async function setCoolingHours(page: Page, hours: string, { shorter }: { shorter: boolean }): Promise<void> {
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Society settings' });
  const before = await form.getByLabel('Wait after a bank account change (hours)').inputValue();
  await form.getByLabel('Wait after a bank account change (hours)').fill(hours);
  await form.getByRole('button', { name: 'Save settings' }).click();
  if (shorter) {
    await expect(form.getByRole('status')).toContainText('Proposed:');
    await approveAsSecondAdmin('settings', `from ${before} hours to ${hours} hours`);
    await page.reload();
  }
  await expect(page.getByRole('list', { name: 'Recent changes' }).getByRole('listitem').first()).toContainText(`→ ${hours} hours`);
}

test('a change needs the password, pauses withdrawals until the time shown, and an administrator can end the wait', async ({ page, browser }) => {
  const first = payingAccount();
  const member = await createPayingMember('bank-change', { funded: '3000', bank: first, profile: true });
  const second = anotherAccountOf(accountOwnerNames(first));

  await test.step('without the password, or with a wrong one, nothing changes', async () => {
    await signIn(page, member.email, member.password);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Change Bank details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Bank details' });
    await dialog.getByLabel('Bank').selectOption({ label: second.bankName });
    await dialog.getByLabel('Account Number').fill(second.accountNumber);
    await expect(dialog.getByLabel('Account Name')).toHaveValue(/^[A-Z][A-Z ]+$/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter your password to change your bank account')).toBeVisible();
    await dialog.getByLabel('Your password').fill(`${member.password}-wrong`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, 'Error', 'Your password is not correct. Your bank account was not changed.');
    await dismissAlert(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Bank Details' }).getByRole('definition').last()).toHaveText(first.accountNumber);
  });

  await test.step('with the password: changed, and withdrawals wait until the time shown', async () => {
    await addBankAccount(page, second.bankName, second.accountNumber, member.password);
    await expect(page.getByRole('region', { name: 'Bank Details' }).getByRole('definition').last()).toHaveText(second.accountNumber);
    await expect(bankStatus(page)).toContainText('Withdrawals paused after a change');
    await expect(bankStatus(page)).toContainText(/withdrawals to it open on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Lagos time\)/);
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw To Bank' });
    await withdraw.getByLabel('Enter Amount').fill('1000');
    await withdraw.getByLabel('Password').fill(member.password);
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Error', /^Your bank account was changed recently\. For your safety, withdrawals to it open on .+ \(Lagos time\)\.$/);
    await dismissAlert(page);
  });

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await setCoolingHours(adminPage, '0', { shorter: true });
  try {
    await test.step('with no wait set, the account pays out at once', async () => {
      await page.goto('/settings');
      await expect(page.getByRole('region', { name: 'Bank Details' }).getByRole('definition').last()).toHaveText(second.accountNumber);
      await expect(bankStatus(page)).toHaveCount(0);
    });
  } finally {
    await setCoolingHours(adminPage, '24', { shorter: false });
    await admin.close();
  }
});

test('an account in someone else’s name is held until an administrator approves it on /dashboard', async ({ page, browser }) => {
  const owner = payingAccount();
  let someoneElses = payingAccount();
  while (accountOwnerNames(someoneElses).lastName === accountOwnerNames(owner).lastName) someoneElses = payingAccount();
  const member = await createPayingMember('bank-held', { funded: '3000', bank: someoneElses, namedAfter: owner, profile: true });

  await signIn(page, member.email, member.password);
  await page.goto('/settings');
  await expect(bankStatus(page)).toContainText('Held for review');
  await expect(bankStatus(page)).toContainText('the name your bank gave does not match your profile');

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto('/dashboard/money?part=held');
  const held = adminPage.getByRole('tabpanel', { name: 'Held bank accounts', exact: true });
  // the longest wait first, a page at a time: the member found by e-mail, whatever else is waiting
  await held.getByLabel('Search by member').fill(member.email);
  await expect(adminPage).toHaveURL(/[?&]search=/);
  const row = held.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText(fullName(member));
  await expect(row).toContainText(someoneElses.accountNumber);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(held.getByRole('status')).toContainText(`${fullName(member)}: Bank account approved`);
  await expect(held.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Bank Details' }).getByRole('definition').last()).toHaveText(someoneElses.accountNumber);
  await expect(bankStatus(page)).toHaveCount(0);
});
