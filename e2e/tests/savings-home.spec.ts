// The member's home /savings and /shareholdings (facts §1.4, §3.2, §3.4): a new member lands on /savings with the
// Todo List and an empty My Savings Account; Quick Save meets the shareholding gate, shares are bought to the minimum
// from the wallet, and Quick Save goes into regular savings; /shareholdings buys shares; both fit a 360 px phone.
import { expect, test, type Page } from '@playwright/test';
import { createPayingMember } from '../support/money';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';
import { naira } from '../support/wallet';

const gateDialog = (page: Page) => page.getByRole('dialog', { name: 'Shareholding Funding' });
const quickSaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Fund Your Account' });
const figure = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name });

async function payFromWallet(page: Page, dialog: ReturnType<typeof gateDialog>, button: string): Promise<void> {
  const wallet = dialog.getByRole('radio', { name: 'Wallet' });
  await expect(wallet).toBeEnabled();
  await wallet.check();
  await dialog.getByRole('button', { name: button }).click();
}

test('a new member on /savings: the Todo List, the gate on Quick Save, shares to the minimum, then Quick Save into regular savings', async ({ page }) => {
  const member = await createPayingMember('savings-home', { funded: '10000' });
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/savings$/);

  await test.step('the balances, the Todo List (no bank account, no profile) and an empty My Savings Account', async () => {
    await expect(figure(page, 'Wallet Balance')).toContainText(naira('10000'));
    await expect(figure(page, 'Shareholding')).toContainText(naira('0'));
    const todo = page.getByRole('region', { name: 'Todo List' });
    await expect(todo.getByRole('link')).toHaveText([/Bank Details/, /Update Profile/]);
    await expect(page.getByRole('region', { name: 'My Savings Account' }).getByText('Nothing saved yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loan Eligibility' }).getByText(`You may borrow up to ${naira('0')} today`)).toBeVisible();
  });

  await test.step('Quick Save below the minimum opens "Shareholding Funding"', async () => {
    await page.getByRole('button', { name: 'Quick Save' }).click();
    const gate = gateDialog(page);
    await expect(gate.getByText('A minimum of ₦5,000.00 is required in your Shareholding before you can Fund other Accounts', { exact: true })).toBeVisible();
    await expect(gate).toContainText('Minimum Shareholding:₦5,000.00');
    await expect(quickSaveDialog(page)).toHaveCount(0);
  });

  await test.step('paying the shortfall from the wallet opens Quick Save', async () => {
    await payFromWallet(page, gateDialog(page), 'Fund Shareholding');
    await expect(quickSaveDialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(gateDialog(page)).toHaveCount(0);
  });

  await test.step('Quick Save ₦2,500 into Regular Savings from the wallet → the regular savings tab', async () => {
    const dialog = quickSaveDialog(page);
    await dialog.getByLabel('Enter Amount').fill('2500');
    await dialog.getByLabel('Select Package').selectOption({ label: 'Regular Savings' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await payFromWallet(page, dialog, 'Fund Account');
    await expectAlert(page, 'Success', /2,500/);
    await expect(page).toHaveURL(/\/savings-tab\/regular$/);
    await dismissAlert(page);
  });

  await test.step('back on /savings: the figures moved, the doughnut has its legend, and the gate is gone', async () => {
    await page.goto('/savings');
    await expect(figure(page, 'Wallet Balance')).toContainText(naira('2500'));
    await expect(figure(page, 'Shareholding')).toContainText(naira('5000'));
    await expect(figure(page, 'Regular Savings')).toContainText(naira('2500'));
    const legend = page.getByRole('list', { name: 'My Savings Account' });
    await expect(legend.getByRole('listitem').filter({ hasText: 'Regular Savings' })).toContainText(naira('2500'));
    await expect(legend.getByRole('listitem').filter({ hasText: 'Shareholding' })).toContainText(naira('5000'));
    await expect(page.getByRole('table', { name: 'Latest Transactions' }).getByRole('row')).not.toHaveCount(1);
    await page.getByRole('button', { name: 'Quick Save' }).click();
    await expect(quickSaveDialog(page)).toBeVisible();
    await expect(gateDialog(page)).toHaveCount(0);
  });
});

test('/shareholdings: the balance against the minimum, Quick Save from the wallet, the transaction in the table', async ({ page }) => {
  const member = await createPayingMember('shares', { funded: '3000' });
  await signIn(page, member.email, member.password);
  await page.goto('/shareholdings');
  const header = figure(page, 'Shareholdings');
  await expect(header).toContainText(naira('0'));
  await expect(header).toContainText('Minimum Shareholding: ₦5,000.00');
  await expect(page.getByText('Below the minimum')).toBeVisible();
  await expect(page.getByText('No Record Found')).toBeVisible();

  await page.getByRole('button', { name: 'Quick Save' }).click();
  const dialog = quickSaveDialog(page);
  await dialog.getByLabel('Enter Amount').fill('1000');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await payFromWallet(page, dialog, 'Add Fund');
  await expectAlert(page, 'Success', /1,000/);
  await expect(page).toHaveURL(/\/shareholdings$/);
  await dismissAlert(page);

  await expect(header).toContainText(naira('1000'));
  const table = page.getByRole('table', { name: 'Shareholding transactions' });
  await expect(table.getByRole('row').nth(1)).toContainText(/SES\d+/);
  await expect(table.getByRole('row').nth(1)).toContainText(naira('1000'));
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('/savings, its gate dialog and /shareholdings fit a phone', async ({ page }) => {
    const member = await createPayingMember('savings-mobile', { funded: '1000' });
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/savings$/);
    await expect(figure(page, 'Wallet Balance')).toContainText(naira('1000'));
    await expect(page.getByRole('table', { name: 'Latest Transactions' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Quick Save' }).click();
    const gate = gateDialog(page);
    await expect(gate.getByText(/^A minimum of ₦5,000\.00 is required/)).toBeVisible();
    const box = (await gate.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expectNoHorizontalScroll(page);
    await page.keyboard.press('Escape');

    await page.goto('/shareholdings');
    await expect(figure(page, 'Shareholdings')).toContainText(naira('0'));
    await expectNoHorizontalScroll(page);
  });
});
