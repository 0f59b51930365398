// The savings tabs at 360 px, as a member uses them: a regular autosave plan on a saved card that the autosave job
// charges, a withdrawal from regular savings with the mailed PIN, a target created with its computed end date and
// funded to completion, and another target stopped with its money back in the wallet.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, createPayingMember, saveCardViaApi, type Member } from '../support/money';
import {
  addDays, createTargetViaApi, fundFromWalletViaApi, fundSharesToMinimumViaApi, lagosToday, readSavingsWithdrawalPin, runAutosaveNow, savingsFigure,
  walletBalanceViaApi,
} from '../support/savings';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';
import { naira } from '../support/wallet';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** a member with money in the wallet, shares at the minimum and a saved card */
async function savingMember(tag: string, funded = '20000'): Promise<Member & { cardId: number }> {
  const member = await createPayingMember(tag, { funded });
  await fundSharesToMinimumViaApi(member);
  const cardId = await saveCardViaApi(member.token);
  return { ...member, cardId };
}

async function openTab(page: Page, member: Member, path: string): Promise<void> {
  await signIn(page, member.email, member.password);
  await page.goto(path);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

test('a regular autosave plan on a saved card, charged by the autosave job', async ({ page }) => {
  const member = await savingMember('sv-autosave');
  await openTab(page, member, '/savings-tab/regular');
  await expect(page.getByRole('tab', { name: 'Regular Savings' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('switch', { name: 'Enable Auto save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Auto Save Account' });
  await dialog.getByLabel('Enter Amount').fill('1500');
  await dialog.getByLabel('Select Frequency').selectOption('Weekly');
  await dialog.getByLabel('Select Day of the Week').selectOption({ label: 'Friday' });
  await dialog.getByLabel('Select Frequency').selectOption('Daily');
  await expect(dialog.getByLabel('Select Day of the Week')).toHaveCount(0);
  await dialog.getByLabel('Transaction Time').fill('23:30');
  await dialog.getByLabel('Start Date').fill(lagosToday());
  await dialog.getByLabel('Choose Card').selectOption(String(member.cardId));
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Create Auto Save' }).click();
  await expectAlert(page, 'Success', 'Your regular savings autosave plan is on.');
  await dismissAlert(page);

  await expect(page.getByRole('switch', { name: 'Disable Auto save' })).toBeChecked();
  const details = page.getByLabel('Auto save details', { exact: true });
  await expect(details).toContainText(naira('1500.00'));
  await expect(details).toContainText('Daily');

  const plan = ((await apiGet(member.token, 'saving')).data as Array<{ id: number }>)[0];
  expect(await runAutosaveNow(plan.id)).toMatchObject({ charged: 1, failed: 0 });
  await page.reload();
  await expect(savingsFigure(page, 'Regular Savings')).toContainText(naira('1500.00'));
  await expect(page.getByRole('table', { name: 'Regular savings transactions' }).getByRole('cell', { name: naira('1500.00') })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a withdrawal from regular savings with the mailed PIN, paid into the wallet', async ({ page }) => {
  const member = await savingMember('sv-withdraw');
  await fundFromWalletViaApi(member, 'savingsFunds', '3000');
  const walletBefore = Number(await walletBalanceViaApi(member));
  await openTab(page, member, '/savings-tab/regular');

  await page.getByRole('button', { name: 'Withdraw' }).click();
  let dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await dialog.getByLabel('Enter Amount').fill('1000');
  await dialog.getByLabel('Password').fill(member.password);
  const asked = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expectAlert(page, 'Continue', /We have sent a withdrawal PIN/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const pin = await readSavingsWithdrawalPin(member.email, asked);
  dialog = page.getByRole('dialog', { name: 'Confirm Withdrawal' });
  await dialog.getByLabel('Withdrawal Pin').fill(pin);
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Confirm Withdrawal' }).click();
  await expectAlert(page, 'Success', `${naira('1000.00')} has been moved from your regular savings to your wallet.`);
  await expect(page).toHaveURL(/\/savings-tab\/regular$/);
  expect(Number(await walletBalanceViaApi(member))).toBe(walletBefore + 1000);
  await dismissAlert(page);
  await expect(savingsFigure(page, 'Regular Savings')).toContainText(naira('2000.00'));
});

test('a target created with its computed end date and funded to completion', async ({ page }) => {
  const member = await savingMember('sv-target');
  await openTab(page, member, '/savings-tab/target');
  await expect(page.getByText('No Ongoing Target Savings')).toBeVisible();

  await page.getByRole('button', { name: 'Create Target' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Target Plan' });
  const start = addDays(lagosToday(), 1);
  await dialog.getByLabel('Enter Target Name').fill('Rent');
  await dialog.getByLabel('Overall Targeted Amount').fill('3000');
  await dialog.getByLabel('Frequent Savings Amount').fill('1000');
  await dialog.getByLabel('Select Frequency').selectOption('Weekly');
  await dialog.getByLabel('Select Day of the Week').selectOption({ label: 'Monday' });
  await dialog.getByLabel('Transaction Time').fill('08:00');
  await dialog.getByLabel('Start Date').fill(start);
  // n = 3000 / 1000 = 3 weeks
  await expect(dialog.getByLabel('End Date')).toHaveAttribute('data-date', addDays(start, 21));
  await dialog.getByLabel('Choose Card').selectOption(String(member.cardId));
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Create Target Plan' }).click();
  await expectAlert(page, 'Success', 'Your target "Rent" has been created.');
  await dismissAlert(page);
  await expect(page).toHaveURL(/\/savings-tab\/target$/);

  const card = page.getByRole('region', { name: 'Rent' });
  await expect(card).toContainText('0% Complete');
  const target = ((await apiGet(member.token, 'targets')).data as Array<{ id: number; end_date: string }>)[0];
  expect(target.end_date).toBe(addDays(start, 21));

  await fundFromWalletViaApi(member, `targets/add_funds/${target.id}`, '1000');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Rent' })).toContainText('33% Complete');
  // the rest through the card's Fund (Quick Save on this target), from the wallet
  await page.getByRole('region', { name: 'Rent' }).getByRole('button', { name: 'Fund' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund Your Account' });
  await expect(fund.getByText(`Remaining amount to complete plan is ${naira('2000.00')}`)).toBeVisible();
  await fund.getByLabel('Enter Amount').fill('2000');
  await fund.getByRole('button', { name: 'Continue' }).click();
  await fund.getByRole('radio', { name: /^Wallet/ }).check();
  await expectNoHorizontalScroll(page);
  await fund.getByRole('button', { name: 'Fund Account' }).click();
  await expectAlert(page, 'Success', `${naira('2000.00')} has been added and your target is complete: its savings have been paid into your wallet.`);
  await dismissAlert(page);
  await expect(page.getByText('No Ongoing Target Savings')).toBeVisible();
  await page.getByRole('button', { name: 'Completed' }).click();
  const done = page.getByRole('region', { name: 'Rent' });
  await expect(done).toContainText('100% Complete');
  await expect(done.getByRole('button')).toHaveText(['View']);
  await expectNoHorizontalScroll(page);
});

test('stopping a target pays its savings into the wallet', async ({ page }) => {
  const member = await savingMember('sv-stop');
  const id = await createTargetViaApi(member, 'Holiday', '50000', '5000', member.cardId);
  await fundFromWalletViaApi(member, `targets/add_funds/${id}`, '2500');
  const walletBefore = Number(await walletBalanceViaApi(member));
  await openTab(page, member, '/savings-tab/target');

  const card = page.getByRole('region', { name: 'Holiday' });
  await expect(card).toContainText('5% Complete');
  await card.getByRole('button', { name: 'Stop Plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop Plan' });
  await expect(confirm).toContainText('Are you sure you want to stop this plan?');
  await confirm.getByRole('button', { name: 'Stop Plan' }).click();
  await expectAlert(page, 'Success', `Your plan has been stopped and ${naira('2500.00')} has been paid into your wallet.`);
  expect(Number(await walletBalanceViaApi(member))).toBe(walletBefore + 2500);
  await dismissAlert(page);
  await expect(page.getByText('No Ongoing Target Savings')).toBeVisible();
});

test('save to loan: its balances, and Stop Plan pays it into the wallet', async ({ page }) => {
  const member = await savingMember('sv-stl');
  await apiPost(
    member.token,
    'save_loan/store',
    { amount: '1000', frequency: 'Monthly', transaction_month: 28, transaction_time: '10:00', start_date: lagosToday(), payment_method: 'Debit Card', card_id: member.cardId },
  );
  await fundFromWalletViaApi(member, 'save_loan/add_funds', '4000');
  const walletBefore = Number(await walletBalanceViaApi(member));
  await openTab(page, member, '/savetoloan');
  await expect(page.getByRole('tab', { name: 'Save To Loan' })).toHaveAttribute('aria-selected', 'true');
  await expect(savingsFigure(page, 'Save To Loan Balance')).toContainText(naira('4000.00'));
  await expect(savingsFigure(page, 'Loan Investment Balance')).toContainText(naira('0.00'));
  await expect(page.getByLabel('Auto save details', { exact: true })).toContainText('Day 28 of the month');
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Stop Plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop Plan' });
  await expect(confirm).toContainText('Are you sure you want to stop this plan?');
  await confirm.getByRole('button', { name: 'Stop Plan' }).click();
  await expectAlert(page, 'Success', `Your plan has been stopped and ${naira('4000.00')} has been paid into your wallet.`);
  expect(Number(await walletBalanceViaApi(member))).toBe(walletBefore + 4000);
  await dismissAlert(page);
  await expect(savingsFigure(page, 'Save To Loan Balance')).toContainText(naira('0.00'));
});
