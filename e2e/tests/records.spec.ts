// A member's records: /transactions with its category labels and filter, /account_statement with its summary and
// its CSV and PDF downloads. One member with a registration fee, a funding and a confirmed withdrawal, read by both.
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { createPayingMember, payingAccount, waitForWithdrawal, withdrawViaApi, type Member } from '../support/money';
import { signIn } from '../support/ui';
import { naira, walletBalance } from '../support/wallet';

/** the calendar date in Lagos `days` from today, as a date field takes it (YYYY-MM-DD) */
function lagosDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

test.describe('records', () => {
  // read-only tests of one member: in order, in one worker, each going on if another fails
  test.describe.configure({ mode: 'default' });
  let member: Member;
  let withdrawalId: number;

  test.beforeAll(async () => {
    member = await createPayingMember('records', { funded: '10000', bank: payingAccount(), profile: true });
    withdrawalId = await withdrawViaApi(member, '2500');
    await waitForWithdrawal(member, withdrawalId, 'confirmed');
  });

  const rowsOf = (page: Page) => page.getByRole('table', { name: 'Transactions Table' }).getByRole('row').filter({ has: page.getByRole('cell') });

  test('/transactions lists the registration fee, the funding and the withdrawal by category; the filter narrows it', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await page.goto('/transactions');
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(3);
    // paid straight by card: what left the card, the ₦2,000 fee and its 1.5% card fee
    await expect(rows.filter({ hasText: 'Membership Form' })).toContainText(naira('2030'));
    await expect(rows.filter({ hasText: 'Membership Form' })).toContainText('Debit Card');
    await expect(rows.filter({ hasText: 'Wallet Funding' })).toContainText(naira('10000'));
    await expect(rows.filter({ hasText: 'Wallet Withdrawal' })).toContainText(naira('2500'));
    await expect(rows.filter({ hasText: 'Wallet Withdrawal' })).toContainText('Debit');

    const filters = page.getByRole('form', { name: 'Filter transactions' });
    await filters.getByLabel('Category').selectOption({ label: 'Membership Form' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Membership Form');

    await filters.getByLabel('Category').selectOption({ label: 'Wallet' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Membership Form' })).toHaveCount(0);

    await filters.getByLabel('Category').selectOption({ label: 'Loan Form' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Nothing matches these filters. Clear them to see everything.')).toBeVisible();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(rows).toHaveCount(3);

    // dates: today holds all three, a month before the member joined none, and a backwards range is refused at once
    const today = lagosDate(0);
    await filters.getByLabel('From').fill(today);
    await filters.getByLabel('To').fill(today);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(rows).toHaveCount(3);
    await filters.getByLabel('From').fill(lagosDate(-60));
    await filters.getByLabel('To').fill(lagosDate(-30));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Nothing matches these filters. Clear them to see everything.')).toBeVisible();
    await filters.getByLabel('From').fill(today);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters.getByText('The start date must be on or before the end date')).toBeVisible();
  });

  test('/account_statement for this month: the summary, and CSV and PDF downloads whose closing balance is the wallet balance to the kobo', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/savings$/);
  await page.goto('/wallet');
    await expect(walletBalance(page)).toContainText(naira('7500'));
    const shown = (await walletBalance(page).textContent()) ?? '';
    const walletKobo = /₦([\d,]+\.\d{2})/.exec(shown)![1].replace(/[^\d]/g, ''); // "₦7,500.00" → "750000"

    await page.goto('/account_statement');
    const summary = page.getByRole('region', { name: /^Summary: / });
    await expect(summary.getByRole('group', { name: 'Opening balance' })).toContainText(naira('0'));
    await expect(summary.getByRole('group', { name: 'Total credits' })).toContainText(naira('10000'));
    await expect(summary.getByRole('group', { name: 'Total debits' })).toContainText(naira('2500'));
    await expect(summary.getByRole('group', { name: 'Closing balance' })).toContainText(naira('7500'));
    await expect(page.getByRole('table', { name: /^Statement / }).getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);

    const statement = page.getByRole('region', { name: 'Statement', exact: true });
    const [csv] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await fs.readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean).map((line) => line.split(','));
    const closing = lines.find(([label]) => label === 'Closing balance')?.[1];
    expect(closing).toBe('7500.00');
    expect(closing!.replace('.', '')).toBe(walletKobo);
    // and the running balance of the last movement agrees
    const header = lines.findIndex((cells) => cells[0] === 'Date');
    expect(lines.slice(header + 1).map((cells) => cells.at(-1))).toEqual(['10000.00', '7500.00']);
    await expect(statement.getByRole('status')).toContainText(`Downloaded ${csv.suggestedFilename()}`);

    const [pdf] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await fs.readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // a period before the member joined: nothing moved, from ₦0.00 to ₦0.00
    const period = page.getByRole('form', { name: 'Statement period' });
    await period.getByLabel('From').fill(lagosDate(-60));
    await period.getByLabel('To').fill(lagosDate(-40));
    await period.getByRole('button', { name: 'Show Statement' }).click();
    await expect(page.getByText(/^Nothing moved in your wallet from /)).toBeVisible();
    await expect(summary.getByRole('group', { name: 'Opening balance' })).toContainText(naira('0'));
    await expect(summary.getByRole('group', { name: 'Closing balance' })).toContainText(naira('0'));
  });

  test("another member cannot open this member's withdrawal: 404, as if it did not exist", async ({ page }) => {
    const other = await createVerifiedMember('records-other');
    await signIn(page, other.email, other.password);
    const otherToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(otherToken).toBeTruthy();
    const theirs = await page.request.get(`/api/show_withdrawal/${withdrawalId}`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(theirs.status()).toBe(404);
    expect(JSON.stringify(await theirs.json())).not.toContain(member.email);
    // the owner reads it
    const own = await page.request.get(`/api/show_withdrawal/${withdrawalId}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(own.status()).toBe(200);
    expect((await own.json()).status).toBe('confirmed');
  });
});
