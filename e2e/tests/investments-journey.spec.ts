// Investments as a member and the society use them, at 360 px: market slots on /market and halal slots on
// /investments from the wallet, the totals kept apart; at maturity the SA proposes each payout in the console (the
// investment's own page /dashboard/investments/{id}), may not approve their own proposal, and the second
// administrator approves it under /dashboard/approvals; the wallet shows principal and returns; My Investments shows
// them paid out.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { createInvestmentViaApi, matureViaApi } from '../support/commerce';
import { dialogNamed, payFromWallet, SECOND_ADMIN } from '../support/loans';
import { createPayingMember, type Member } from '../support/money';
import { walletBalanceViaApi } from '../support/savings';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';
import { naira } from '../support/wallet';

async function browserOf(browser: Browser, who: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, who.email, who.password);
  return page;
}

async function buySlots(page: Page, name: string, slots: string, total: string): Promise<void> {
  await page.getByRole('region', { name }).getByRole('button', { name: 'View Details' }).click();
  const dialog = dialogNamed(page, 'Investment Details');
  await expect(dialog).toContainText('Leadway Assurance');
  await dialog.getByRole('tab', { name: 'Invest' }).click();
  await dialog.getByLabel('Slots').fill(slots);
  await expect(dialog.getByLabel('Total Amount')).toHaveValue(naira(total));
  await dialog.getByRole('button', { name: 'Buy Slot' }).click();
  await payFromWallet(dialog, 'Make Payment');
  await expectAlert(page, 'Success', new RegExp(`You bought ${slots} slots of ${name}`));
  await dismissAlert(page);
}

/** the SA proposes the payout on the investment's page, on a phone; it waits, unpaid, until another administrator approves it */
async function proposePayout(browser: Browser, investment: { id: number; name: string }): Promise<void> {
  const sa = await browserOf(browser, SEED_ADMIN, { width: 360, height: 780 });
  await sa.goto('/dashboard/investments');
  await sa.getByRole('link', { name: `Manage ${investment.name}` }).click();
  await expect(sa).toHaveURL(new RegExp(`/dashboard/investments/${investment.id}$`));
  await expect(sa.getByRole('heading', { name: investment.name })).toBeVisible();
  await expect(sa.getByRole('table', { name: 'Holders' })).toBeVisible();
  await expectNoHorizontalScroll(sa);
  await sa.getByRole('button', { name: 'Propose payout' }).click();
  await dialogNamed(sa, 'Propose payout').getByRole('button', { name: 'Yes, propose payout' }).click();
  const waiting = sa.getByRole('status').filter({ hasText: `Waiting for another administrator’s approval: Pay out ${investment.name}` });
  await expect(waiting).toContainText('another administrator must approve it');
  await sa.reload();
  await expect(waiting).toContainText('proposed by you');
  await expect(sa.getByRole('button', { name: 'Propose payout' })).toBeDisabled();
  await waiting.getByRole('link', { name: 'Open Approvals' }).click();
  await expect(sa).toHaveURL(/\/dashboard\/approvals$/);
  const mine = sa.getByRole('list', { name: 'Proposals' }).getByRole('listitem').filter({ hasText: `Pay out ${investment.name}` });
  await expect(mine).toContainText('Proposed by you');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await sa.context().close();
}

/** the second administrator approves the payout proposal: only now is anyone paid */
async function approvePayout(browser: Browser, name: string): Promise<void> {
  const checker = await browserOf(browser, SECOND_ADMIN);
  await checker.goto('/dashboard/approvals');
  const proposal = checker.getByRole('list', { name: 'Proposals' }).getByRole('listitem').filter({ hasText: `Pay out ${name}` });
  await expect(proposal).toContainText('Proposed by Society Administrator');
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await expect(proposal).toHaveCount(0);
  await checker.context().close();
}

test('a member buys market and halal slots; at maturity the SA proposes each payout and a second administrator approves it into the wallet', async ({ browser }) => {
  test.setTimeout(180_000);
  let member: Member;
  let market: { id: number; name: string };
  let halal: { id: number; name: string };
  await test.step('arrange: a market (₦10,000 a slot, ₦1,500 returns) and a halal investment (₦5,000, ₦400), a member with ₦100,000', async () => {
    [market, halal, member] = await Promise.all([
      createInvestmentViaApi({ kind: 'market', currentValue: '10000', expectedReturns: '1500', units: 50 }),
      createInvestmentViaApi({ kind: 'halal', currentValue: '5000', expectedReturns: '400', units: 20 }),
      createPayingMember('investor', { funded: '100000' }),
    ]);
  });
  const page = await browserOf(browser, member!, { width: 360, height: 780 });

  await test.step('the member buys 3 market slots on /market', async () => {
    await page.goto('/market');
    await expect(page.getByRole('region', { name: market.name })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await buySlots(page, market.name, '3', '30000');
  });

  await test.step('and 4 halal slots on /investments', async () => {
    await page.goto('/investments');
    await page.getByRole('tab', { name: 'Halal' }).click();
    await buySlots(page, halal.name, '4', '20000');
    await expect(page.getByRole('group', { name: 'Market Investments' })).toContainText(naira('30000'));
    await expect(page.getByRole('group', { name: 'Halal Investments' })).toContainText(naira('20000'));
    expect(await walletBalanceViaApi(member!)).toBe('50000.00');
  });

  await test.step('My Investments shows the halal holding with its expected returns', async () => {
    await page.getByRole('tab', { name: 'My Investments' }).click();
    const holding = page.getByRole('region', { name: halal.name });
    await expect(holding).toContainText(naira('1600'));
    await expect(holding.getByText('Active')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  await test.step('both mature; the SA proposes each payout in the console, and nothing is paid yet', async () => {
    await matureViaApi(market.id);
    await matureViaApi(halal.id);
    const before = await walletBalanceViaApi(member!);
    await proposePayout(browser, market!);
    await proposePayout(browser, halal!);
    expect(await walletBalanceViaApi(member!)).toBe(before);
  });

  await test.step('the second administrator approves both under Approvals', async () => {
    await approvePayout(browser, market!.name);
    await approvePayout(browser, halal!.name);
  });

  await test.step('the wallet has principal and returns back, and the holdings read paid out', async () => {
    await page.goto('/wallet');
    await expect(page.getByRole('main').getByRole('group', { name: 'Wallet Balance' })).toContainText(naira('106100'));
    await page.goto('/investments?kind=halal&view=mine');
    await expect(page.getByRole('region', { name: halal.name }).getByText('Paid out')).toBeVisible();
    await page.goto('/investments?kind=market&view=mine');
    await expect(page.getByRole('region', { name: market.name }).getByText('Paid out')).toBeVisible();
  });
});
