// The admin's alerts, first on the console's overview (/dashboard): a payout the bank paid after it had been reversed
// (the sandbox's paid-after-reversal account) is an open alert with the member, reference and amount owed, an anomaly
// in the Money section's withdrawals, and is resolved with a note.
import { expect, test, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { apiGet, createPayingMember, PAID_AFTER_REVERSAL_ACCOUNT, signInViaApi, waitForWithdrawal, withdrawViaApi, type Member } from '../support/money';
import { expectNoHorizontalScroll, signIn } from '../support/ui';
import { fullName } from '../support/users';
import { naira } from '../support/wallet';

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const consoleSection = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: new RegExp(`^${name}`) });

test('a payout paid after its reversal: the admin sees the alert and the anomaly, and resolves it with a note', async ({ page }) => {
  let member: Member;
  let reference = '';
  await test.step('arrange: a withdrawal reversed, then reported paid by the bank', async () => {
    member = await createPayingMember('anomaly', { funded: '4000', bank: PAID_AFTER_REVERSAL_ACCOUNT, profile: true });
    const id = await withdrawViaApi(member, '1500');
    await waitForWithdrawal(member, id, 'reversed');
    reference = String((await apiGet(member.token, `show_withdrawal/${id}`)).reference);
    const admin = await signInViaApi(SEED_ADMIN);
    await expect
      .poll(async () => JSON.stringify(await apiGet(admin, 'admin/withdrawals?status=anomaly')), { message: 'the anomaly recorded', timeout: 30_000 })
      .toContain(reference);
  });

  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const alerts = panel(page, 'Alerts');
  const alert = alerts.getByRole('listitem', { name: new RegExp(`^Withdrawal ${reference} was paid after it was reversed`) });

  await test.step('the alert, first on the dashboard', async () => {
    await expect(page.getByRole('region').first()).toHaveAccessibleName('Alerts');
    await expect(alerts).toContainText(/open alerts? needs? a look/);
    await expect(alert).toContainText('Open');
    await expect(alert).toContainText('Payout anomaly');
    await expect(alert).toContainText(`${fullName(member!)} (${member!.email})`);
    await expect(alert).toContainText(`Reference${reference}`);
    await expect(alert).toContainText(`Amount owed${naira('1500')}`);
  });

  await test.step('the anomaly in the Money section\'s withdrawals, with the amount owed', async () => {
    await consoleSection(page, 'Money').click();
    await expect(page).toHaveURL(/\/dashboard\/money/);
    const withdrawals = page.getByRole('main');
    await withdrawals.getByRole('tab', { name: 'Anomalies' }).click();
    const row = withdrawals.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(member!.email);
    await expect(row).toContainText('Reversed');
    await expect(row).toContainText('Anomaly');
    await expect(row).toContainText(`the member owes ${naira('1500')}`);
  });

  await test.step('resolved with a note, back on the overview', async () => {
    await consoleSection(page, 'Overview').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await alert.getByRole('button', { name: /^Resolve: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve alert' });
    await dialog.getByRole('button', { name: 'Resolve alert' }).click();
    await expect(dialog.getByText('A note is required to resolve an alert')).toBeVisible();
    await dialog.getByLabel('What was done').fill('Member agreed to repay; ₦1,500.00 taken from the wallet with their consent');
    await dialog.getByRole('button', { name: 'Resolve alert' }).click();
    await expect(dialog).toBeHidden();
    await expect(alerts.getByRole('status')).toHaveText('The alert was resolved');
    await expect(alert).toContainText('Resolved');
    await expect(alert).toContainText('Member agreed to repay');
    await expect(alert.getByRole('button', { name: /^Resolve: / })).toHaveCount(0);
  });

  await test.step('fits a phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });
});
