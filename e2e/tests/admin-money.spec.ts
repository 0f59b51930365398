// The console's Money section (/dashboard/money, mfe-wallet's ./admin): the ledger check over everything the other
// tests did, the withdrawals by state (the state in the URL), the society's balances, and a manual adjustment the SA
// proposes and the second administrator approves, whose reason the member then reads on their statement.
// Runs in the "after-the-flows" project, once every other test has finished (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { approveAsSecondAdmin } from '../support/approvals';
import { apiGet, createPayingMember, FAILING_ACCOUNT, waitForWithdrawal, withdrawViaApi, type Member } from '../support/money';
import { expectNoHorizontalScroll, logOut, signIn } from '../support/ui';
import { fullName, uniqueWord } from '../support/users';
import { naira } from '../support/wallet';

/** a part of the section: its tab chosen, its panel */
async function openPart(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Money' }).getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

async function openMoney(page: Page): Promise<void> {
  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/money');
}

test('the ledger check is OK after the flows; a reversed withdrawal is listed; the society balances show', async ({ page }) => {
  let member: Member;
  await test.step('arrange: a payout to the failing account, reversed', async () => {
    member = await createPayingMember('admin-reversed', { funded: '4000', bank: FAILING_ACCOUNT, profile: true });
    await waitForWithdrawal(member, await withdrawViaApi(member, '1500'), 'reversed');
  });
  await openMoney(page);

  await test.step('ledger check', async () => {
    const ledger = await openPart(page, 'Ledger check');
    await ledger.getByRole('button', { name: 'Run ledger check' }).click();
    await expect(ledger.getByRole('status')).toHaveText('OK: the ledger is consistent');
    await expect(ledger).toContainText(`sum of all postings ${naira('0')}`);
    for (const list of ['Mismatched accounts', 'Negative member accounts', 'Unbalanced transfers', 'Broken running balances']) {
      await expect(ledger.getByRole('region', { name: list })).toContainText(`${list} (0)`);
    }
  });

  await test.step('withdrawals: the reversed one, with its reason; the state is in the link', async () => {
    const withdrawals = await openPart(page, 'Withdrawals');
    await withdrawals.getByRole('tab', { name: 'Reversed' }).click();
    await expect(page).toHaveURL(/[?&]status=reversed/);
    await page.reload();
    const reversed = page.getByRole('tabpanel', { name: 'Reversed', exact: true });
    const row = reversed.getByRole('row').filter({ hasText: member!.email });
    await expect(row).toContainText(fullName(member!));
    await expect(row).toContainText(naira('1500'));
    await expect(row).toContainText('Reversed');
    await expect(row).toContainText('Sandbox: transfers to this account always fail');
    await page.getByRole('tab', { name: 'Confirmed' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Confirmed', exact: true }).getByRole('row').filter({ hasText: member!.email })).toHaveCount(0);
  });

  await test.step('society balances', async () => {
    const balances = await openPart(page, 'Society balances');
    const rows = balances.getByRole('row');
    await expect(rows.filter({ hasText: 'Registration fees received' })).toContainText(/₦[\d,]+\.\d{2}/);
    await expect(rows.filter({ hasText: 'Members’ wallets (total)' })).toContainText(/₦[\d,]+\.\d{2}/);
    await expect(rows.filter({ hasText: 'Registration fees received' })).not.toContainText(naira('0'));
  });

  await test.step('360 px: the section fits the phone', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
  });
});

test('a manual adjustment takes two administrators, and the member reads its reason', async ({ page }) => {
  const member = await createPayingMember('adjusted', { funded: '1000' });
  const reason = `Refund ${uniqueWord()}`;
  await openMoney(page);

  await test.step('the SA proposes a credit to the member’s wallet, found by e-mail', async () => {
    const adjustment = await openPart(page, 'Manual adjustment');
    const form = adjustment.getByRole('form', { name: 'Manual adjustment' });
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    await expect(form.getByText('Enter the member’s user id or e-mail address')).toBeVisible();
    await form.getByLabel(/^Member \(user id or e-mail\)/).fill(member.email);
    await form.getByLabel(/^Account/).selectOption('wallet');
    await form.getByLabel(/^Credit or debit/).selectOption('credit');
    await form.getByLabel(/^Amount/).fill('250');
    await form.getByLabel(/^Reason/).fill(reason);
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    const dialog = page.getByRole('dialog', { name: `Propose a credit of ${naira('250')} to ${fullName(member)}’s wallet?` });
    await expect(dialog).toContainText(member.email);
    await dialog.getByRole('button', { name: 'Propose adjustment' }).click();
    await expect(dialog).toBeHidden();
    await expect(adjustment.getByRole('status')).toContainText('Waiting for another administrator’s approval.');
    expect(String((await apiGet(member.token, 'show_wallet_balance')).balance)).toBe('1000.00');
  });

  await test.step('the second administrator approves it: the member’s wallet has it, with the reason', async () => {
    await approveAsSecondAdmin('adjustment', reason);
    expect(String((await apiGet(member.token, 'show_wallet_balance')).balance)).toBe('1250.00');
    await logOut(page);
    await signIn(page, member.email, member.password);
    await page.goto('/account_statement');
    await expect(page.getByRole('table', { name: /^Statement / }).getByRole('row').filter({ hasText: `Adjustment: ${reason}` })).toContainText(naira('250'));
  });
});
