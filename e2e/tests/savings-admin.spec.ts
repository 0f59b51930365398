// The console's Savings section (/dashboard/savings, mfe-savings' ./admin): the society's savings totals, the autosave
// runs, one member's savings (a link that names the member opens them again), and a dividend in two people's hands:
// the SA funds the dividend pool and declares the dividend, each a proposal the second administrator approves; the
// paid dividend opens at its own address, and the member then finds it in /transactions. Runs in the
// "after-the-flows" project (playwright.config.ts): a dividend credits every shareholder's wallet, which would surprise
// a test running beside it that checks its own wallet balance.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, SEED_ADMIN } from '../support/env';
import { approveAsSecondAdmin } from '../support/approvals';
import { createPayingMember, type Member } from '../support/money';
import { expectNoHorizontalScroll, logOut, signIn } from '../support/ui';
import { uniqueWord } from '../support/users';
import { naira } from '../support/wallet';

/** a part of the section: its tab chosen, its panel */
async function openPart(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Savings' }).getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

/** Buys `amount` naira of shares from the member's wallet (`POST addShareHoldingsFunds`). */
async function buySharesFromWallet(member: Member, amount: string): Promise<void> {
  const res = await fetch(`${API_URL}/api/addShareHoldingsFunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ amount, payment_method: 'Wallet' }),
  });
  if (!res.ok) throw new Error(`addShareHoldingsFunds answered ${res.status}: ${await res.text()}`);
}

test('the admin sees the savings totals and autosave runs and a member’s savings; a dividend is funded, declared, approved by a second administrator, and the member sees it', async ({ page }) => {
  let member: Member;
  await test.step('arrange: a member holding ₦10,000 of shares', async () => {
    member = await createPayingMember('dividend', { funded: '15000' });
    await buySharesFromWallet(member, '10000');
  });

  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/savings');

  await test.step('savings totals', async () => {
    const totals = page.getByRole('tabpanel', { name: 'Totals', exact: true });
    const shares = totals.getByRole('row').filter({ hasText: 'Shareholdings' });
    await expect(shares).toContainText(/₦[\d,]+\.\d{2}/);
    await expect(shares).not.toContainText(naira('0'));
    await expect(totals.getByRole('group', { name: 'Total savings' })).toContainText(/₦[\d,]+\.\d{2}/);
  });

  await test.step('autosave runs', async () => {
    const autosave = await openPart(page, 'Autosave runs');
    await expect(page).toHaveURL(/\/dashboard\/savings\?part=autosave$/);
    await expect(autosave.getByRole('group', { name: 'Autosave on' })).toContainText(/\d+/);
    await expect(autosave.getByRole('group', { name: 'Failed (7 days)' })).toContainText(/\d+/);
    await expect(autosave.getByRole('heading', { name: 'Recent failures' })).toBeVisible();
  });

  await test.step('member savings: found by e-mail, and again from the link', async () => {
    let memberSavings = await openPart(page, 'Member savings');
    await memberSavings.getByLabel('Member’s e-mail').fill(member!.email);
    await memberSavings.getByRole('button', { name: 'Show savings' }).click();
    await expect(memberSavings.getByRole('group', { name: 'Shareholdings' })).toContainText(naira('10000'));
    await expect(page).toHaveURL(/[?&]part=member&email=/);
    await page.reload();
    memberSavings = page.getByRole('tabpanel', { name: 'Member savings', exact: true });
    await expect(memberSavings.getByRole('group', { name: 'Shareholdings' })).toContainText(naira('10000'));
    await expect(memberSavings.getByRole('group', { name: 'Wallet' })).toContainText(naira('5000'));
    await expect(memberSavings.getByRole('table', { name: 'Latest savings transactions' })).toContainText(naira('10000'));
  });

  await test.step('360 px: the member’s tables fit the phone', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const word = uniqueWord();
  await test.step('the pool: funding proposed by the SA, approved by the second administrator', async () => {
    const dividends = await openPart(page, 'Dividends');
    const funding = dividends.getByRole('form', { name: 'Fund the dividend pool' });
    await funding.getByLabel(/^Amount to move into the pool/).fill('1000');
    await funding.getByLabel(/^From the society account/).selectOption('registration_fee_income');
    await funding.getByLabel(/^Note/).fill(`Pool ${word}`);
    await funding.getByRole('button', { name: 'Propose funding' }).click();
    const status = funding.getByRole('status');
    await expect(status).toContainText('Waiting for another administrator’s approval.');
    await expect(status.getByRole('link', { name: 'Go to Approvals' })).toHaveAttribute('href', '/dashboard/approvals');
    const approved = await approveAsSecondAdmin('dividend_funding', `Pool ${word}`);
    expect(String(approved.message)).toMatch(/^₦1,000\.00 moved from registration fee income into the dividend pool/);
  });

  const note = `Dividend ${word}`;
  await test.step('the declaration: previewed beside the pool, proposed after a confirmation', async () => {
    await page.reload();
    const declaration = page.getByRole('tabpanel', { name: 'Dividends', exact: true }).getByRole('region', { name: 'Declare a dividend' });
    await declaration.getByLabel('Dividend amount (₦)').fill('1000');
    await declaration.getByLabel(/^Note/).fill(note);
    await declaration.getByRole('button', { name: 'Preview' }).click();
    const split = declaration.getByRole('table', { name: /each member's share/ });
    await expect(split.getByRole('row').filter({ hasText: member!.email })).toContainText(naira('10000'));
    await expect(split.getByRole('row').filter({ hasText: /^Total \(\d+ members?\)/ })).toContainText(naira('1000'));
    await expect(declaration.getByRole('group', { name: 'Dividend pool' })).toContainText(/₦[\d,]+\.\d{2}/);

    await declaration.getByRole('button', { name: 'Propose dividend' }).click();
    const dialog = page.getByRole('dialog', { name: /^Propose ₦1,000\.00 to \d+ members?\?$/ });
    await expect(dialog).toContainText(note);
    await dialog.getByRole('button', { name: 'Propose dividend' }).click();
    await expect(dialog).toBeHidden();
    await expect(declaration.getByRole('status')).toContainText('Proposed: another administrator must approve it before it takes effect');
  });

  await test.step('the second administrator approves it: paid, listed, and open at its own address', async () => {
    const approved = await approveAsSecondAdmin('dividend_declaration', note);
    expect(String(approved.message)).toMatch(/^Dividend of ₦1,000\.00 paid to \d+ members?$/);
    await page.goto('/dashboard/savings?part=dividends');
    const row = page.getByRole('table', { name: 'Paid dividends' }).getByRole('row').filter({ hasText: note });
    await expect(row).toContainText(naira('1000'));
    await expect(row).toContainText('Society Administrator');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/savings\/dividends\/\d+$/);
    const id = page.url().split('/').pop();
    await page.reload();
    await expect(page.getByRole('table', { name: `What each member got of dividend ${id}` }).getByRole('row').filter({ hasText: member!.email })).toContainText(naira('10000'));
  });

  await test.step('the member sees the dividend in /transactions', async () => {
    await logOut(page);
    await signIn(page, member!.email, member!.password);
    await page.goto('/transactions');
    const rows = page.getByRole('table', { name: 'Transactions Table' }).getByRole('row').filter({ hasText: 'Dividend' });
    await expect(rows.first()).toBeVisible();
  });
});
