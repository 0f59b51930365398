// The society admin's money panels on /dashboard (mfe-wallet's ./admin): the ledger check over everything the other
// tests did, the withdrawals by state, the society's balances, and the fee settings a non-member then meets.
// Runs in the "after-the-flows" project, once every other test has finished (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { SEED_ADMIN } from '../support/env';
import { createPayingMember, FAILING_ACCOUNT, waitForWithdrawal, withdrawViaApi, type Member } from '../support/money';
import { membershipDialog, signIn } from '../support/ui';
import { fullName } from '../support/users';
import { naira } from '../support/wallet';

// one after the other: the fee change must not meet the registration fee the first test pays
test.describe.configure({ mode: 'default' });

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openDashboard(page: Page): Promise<void> {
  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the ledger check is OK after the flows; a reversed withdrawal is listed; the society balances show', async ({ page }) => {
  let member: Member;
  await test.step('arrange: a payout to the failing account, reversed', async () => {
    member = await createPayingMember('admin-reversed', { funded: '4000', bank: FAILING_ACCOUNT, profile: true });
    await waitForWithdrawal(member, await withdrawViaApi(member, '1500'), 'reversed');
  });
  await openDashboard(page);

  await test.step('ledger check', async () => {
    const ledger = panel(page, 'Ledger check');
    await ledger.getByRole('button', { name: 'Run ledger check' }).click();
    await expect(ledger.getByRole('status')).toHaveText('OK: the ledger is consistent');
    await expect(ledger).toContainText(`sum of all postings ${naira('0')}`);
    for (const list of ['Mismatched accounts', 'Negative member accounts', 'Unbalanced transfers', 'Broken running balances']) {
      await expect(ledger.getByRole('region', { name: list })).toContainText(`${list} (0)`);
    }
  });

  await test.step('withdrawals: the reversed one, with its reason', async () => {
    const withdrawals = panel(page, 'Withdrawals');
    await withdrawals.getByRole('tab', { name: 'Reversed' }).click();
    const row = withdrawals.getByRole('row').filter({ hasText: member!.email });
    await expect(row).toContainText(fullName(member!));
    await expect(row).toContainText(naira('1500'));
    await expect(row).toContainText('Reversed');
    await expect(row).toContainText('Sandbox: transfers to this account always fail');
    await withdrawals.getByRole('tab', { name: 'Confirmed' }).click();
    await expect(withdrawals.getByRole('row').filter({ hasText: member!.email })).toHaveCount(0);
  });

  await test.step('society balances', async () => {
    const balances = panel(page, 'Society balances');
    const rows = balances.getByRole('row');
    await expect(rows.filter({ hasText: 'Registration fees received' })).toContainText(/₦[\d,]+\.\d{2}/);
    await expect(rows.filter({ hasText: 'Members’ wallets (total)' })).toContainText(/₦[\d,]+\.\d{2}/);
    await expect(rows.filter({ hasText: 'Registration fees received' })).not.toContainText(naira('0'));
  });
});

test('fee settings: a new registration fee is what the next non-member is asked to pay', async ({ page, browser }) => {
  await openDashboard(page);
  const settings = panel(page, 'Fee settings');
  const form = settings.getByRole('form', { name: 'Fee settings' });
  const fee = form.getByLabel('Registration fee (₦)');
  await expect(fee).toHaveValue('2000.00');

  const setFee = async (value: string, before: string) => {
    await fee.fill(value);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByRole('status')).toBeVisible();
    await expect(settings.getByRole('region', { name: 'Recent changes' }).getByRole('listitem').first()).toContainText(
      `Registration fee (₦) ${naira(before)} → ${naira(value)}`,
    );
  };

  await setFee('2500', '2000');
  try {
    const member = await createVerifiedMember('new-fee');
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await signIn(memberPage, member.email, member.password);
    await membershipDialog(memberPage).getByRole('button', { name: 'Become a Member' }).click();
    await expect(memberPage.getByRole('dialog', { name: 'Registration Fee' }).getByText('The registration fee is: ₦2,500.00', { exact: true })).toBeVisible();
    await context.close();
  } finally {
    // back to the society's fee, so a retry of any test meets the fee it expects
    await setFee('2000', '2500');
  }
});
