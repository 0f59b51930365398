// The savings admin panels on /dashboard (mfe-savings' ./admin): the society's savings totals, the autosave runs, one
// member's savings, and a dividend previewed and posted to every shareholder's wallet; the member then finds it in
// /transactions. Runs in the "after-the-flows" project (playwright.config.ts): a dividend credits every shareholder's
// wallet, which would surprise a test running beside it that checks its own wallet balance.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, SEED_ADMIN } from '../support/env';
import { createPayingMember, type Member } from '../support/money';
import { expectNoHorizontalScroll, logOut, signIn } from '../support/ui';
import { uniqueWord } from '../support/users';
import { naira } from '../support/wallet';

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Buys `amount` naira of shares from the member's wallet (`POST addShareHoldingsFunds`). */
async function buySharesFromWallet(member: Member, amount: string): Promise<void> {
  const res = await fetch(`${API_URL}/api/addShareHoldingsFunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ amount, payment_method: 'Wallet' }),
  });
  if (!res.ok) throw new Error(`addShareHoldingsFunds answered ${res.status}: ${await res.text()}`);
}

test('the admin sees the savings totals and autosave runs, a member’s savings, and posts a dividend the member then sees', async ({ page }) => {
  let member: Member;
  await test.step('arrange: a member holding ₦10,000 of shares', async () => {
    member = await createPayingMember('dividend', { funded: '15000' });
    await buySharesFromWallet(member, '10000');
  });

  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step('savings totals', async () => {
    const totals = panel(page, 'Savings totals');
    const shares = totals.getByRole('row').filter({ hasText: 'Shareholdings' });
    await expect(shares).toContainText(/₦[\d,]+\.\d{2}/);
    await expect(shares).not.toContainText(naira('0'));
    await expect(totals.getByRole('group', { name: 'Total savings' })).toContainText(/₦[\d,]+\.\d{2}/);
  });

  await test.step('autosave runs', async () => {
    const autosave = panel(page, 'Autosave runs');
    await expect(autosave.getByRole('group', { name: 'Autosave on' })).toContainText(/\d+/);
    await expect(autosave.getByRole('group', { name: 'Failed (7 days)' })).toContainText(/\d+/);
    await expect(autosave.getByRole('heading', { name: 'Recent failures' })).toBeVisible();
  });

  await test.step('member savings: found by e-mail', async () => {
    const memberSavings = panel(page, 'Member savings');
    await memberSavings.getByLabel('Member’s e-mail').fill(member!.email);
    await memberSavings.getByRole('button', { name: 'Show savings' }).click();
    await expect(memberSavings.getByRole('group', { name: 'Shareholdings' })).toContainText(naira('10000'));
    await expect(memberSavings.getByRole('group', { name: 'Wallet' })).toContainText(naira('5000'));
    await expect(memberSavings.getByRole('table', { name: 'Latest savings transactions' })).toContainText(naira('10000'));
  });

  await test.step('360 px: the panels with the member’s tables fit the phone', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const note = `Dividend ${uniqueWord()}`;
  await test.step('dividends: preview, confirm, post', async () => {
    const dividends = panel(page, 'Dividends');
    await dividends.getByLabel('Dividend amount (₦)').fill('1000');
    await dividends.getByLabel('Note').fill(note);
    await dividends.getByRole('button', { name: 'Preview' }).click();
    const split = dividends.getByRole('table', { name: /each member's share/ });
    await expect(split.getByRole('row').filter({ hasText: member!.email })).toContainText(naira('10000'));
    const total = split.getByRole('row').filter({ hasText: /^Total \(\d+ members?\)/ });
    await expect(total).toContainText(naira('1000'));

    await dividends.getByRole('button', { name: 'Post dividend' }).click();
    const dialog = page.getByRole('dialog', { name: /^Post ₦1,000\.00 to \d+ members?\?$/ });
    await expect(dialog).toContainText(note);
    await dialog.getByRole('button', { name: 'Post dividend' }).click();
    await expect(dividends.getByRole('status')).toContainText(/Dividend of ₦1,000\.00 paid to \d+ members?/);
    await expect(dialog).toBeHidden();
    await expect(dividends.getByRole('table', { name: 'Posted dividends' }).getByRole('row').filter({ hasText: note })).toContainText(naira('1000'));
  });

  await test.step('the member sees the dividend in /transactions', async () => {
    await logOut(page);
    await signIn(page, member!.email, member!.password);
    await page.goto('/transactions');
    const rows = page.getByRole('table', { name: 'Transactions Table' }).getByRole('row').filter({ hasText: 'Dividend' });
    await expect(rows.first()).toBeVisible();
  });
});
