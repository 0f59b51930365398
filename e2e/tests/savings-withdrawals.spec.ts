// Withdrawals into the wallet at 360 px (issue 26): a member takes part of a target out from its card and sees the
// wallet grow and the debit on the target's own page; a member whose save-to-loan is pledged as their loan's cover
// sees what is available and why, is refused the pledged part with that explanation, and withdraws the rest.
import { expect, test, type Page } from '@playwright/test';
import { apiPost, createPayingMember, saveCardViaApi, type Member } from '../support/money';
import { addDays, createTargetViaApi, fundFromWalletViaApi, fundSharesToMinimumViaApi, lagosToday, savingsFigure, walletBalanceViaApi } from '../support/savings';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';
import { naira } from '../support/wallet';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

async function savingMember(tag: string, funded: string): Promise<Member> {
  const member = await createPayingMember(tag, { funded });
  await fundSharesToMinimumViaApi(member);
  return member;
}

/** kobo arithmetic on the API's "1500.00" strings */
const plus = (a: string, b: string) => {
  const kobo = (v: string) => BigInt(v.replace('.', ''));
  const sum = (kobo(a) + kobo(b)).toString().padStart(3, '0');
  return `${sum.slice(0, -2)}.${sum.slice(-2)}`;
};

async function expectWalletOnSavings(page: Page, balance: string): Promise<void> {
  await page.goto('/savings');
  await expect(savingsFigure(page, 'Wallet Balance')).toContainText(naira(balance));
}

test('part of a target into the wallet: from its card, then its own page shows the debit', async ({ page }) => {
  const member = await savingMember('wd-target', '30000');
  const cardId = await saveCardViaApi(member.token);
  const targetId = await createTargetViaApi(member, 'Wedding', '50000', '1000', cardId);
  await fundFromWalletViaApi(member, `targets/add_funds/${targetId}`, '8000');
  const walletBefore = await walletBalanceViaApi(member);

  await signIn(page, member.email, member.password);
  await page.goto('/savings-tab/target');
  const card = page.getByRole('region', { name: 'Wedding' });
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Wedding' });
  await expect(dialog.getByText('Available to withdraw')).toBeVisible();
  await expect(dialog).toContainText(naira('8000'));
  await expect(dialog.getByText('The amount is paid into your wallet.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await dialog.getByLabel('Enter Amount').fill('8000.01');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText(`You can withdraw at most ${naira('8000')} now`)).toBeVisible();
  await dialog.getByLabel('Enter Amount').fill('3000');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const walletAfter = plus(walletBefore, '3000.00');
  await expectAlert(page, 'Success', `${naira('3000')} has been paid into your wallet. Your wallet balance is now ${naira(walletAfter)}.`);
  await dismissAlert(page);
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(naira('5000'));

  await card.getByRole('link', { name: 'Wedding' }).click();
  await expect(page).toHaveURL(new RegExp(`/savings-tab/target\\?plan=${targetId}$`));
  const own = page.getByRole('region', { name: 'Wedding' });
  await expect(own).toContainText(`Saved now${naira('5000')}`);
  const history = page.getByRole('table', { name: 'Wedding transactions' });
  await expect(history.getByRole('row').nth(1)).toContainText('Debit');
  await expect(history.getByRole('row').nth(1)).toContainText(naira('3000'));
  await expectNoHorizontalScroll(page);

  await expectWalletOnSavings(page, walletAfter);
});

test('save to loan pledged as a loan’s cover: the pledged part is refused with why, the rest goes to the wallet', async ({ page }) => {
  const member = await savingMember('wd-stl', '130000');
  await fundFromWalletViaApi(member, 'save_loan/add_funds', '100000');
  const loan = await apiPost(
    member.token,
    'loanAdd',
    {
      first: [{ loan_amount: '60000', payment_duration: 3, frequency: 'Monthly', start_date: addDays(lagosToday(), 10), group_id: 0 }],
      data: [],
      form_payment: 'Wallet',
      paystack_id: '',
      card_id: '',
    },
    true,
  );
  const loanId = Number((loan.loan as { loan_id: number }).loan_id);
  const walletBefore = await walletBalanceViaApi(member);

  await signIn(page, member.email, member.password);
  await page.goto('/savings-tab/savetoloan');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Save To Loan' });
  const why = `${naira('60000')} is pledged as cover for your loan #${loanId} and cannot be withdrawn until it is repaid.`;
  await expect(dialog.getByText(why)).toBeVisible();
  await expect(dialog).toContainText(`Available to withdraw${naira('40000')}`);
  await expectNoHorizontalScroll(page);

  await dialog.getByLabel('Enter Amount').fill('50000');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText(`You can withdraw at most ${naira('40000')} now`)).toBeVisible();
  await expect(dialog.getByText(why)).toBeVisible();

  await dialog.getByLabel('Enter Amount').fill('30000');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const walletAfter = plus(walletBefore, '30000.00');
  await expectAlert(page, 'Success', `${naira('30000')} has been paid into your wallet. Your wallet balance is now ${naira(walletAfter)}.`);
  await dismissAlert(page);
  await expect(dialog).toBeHidden();
  await expect(savingsFigure(page, 'Save To Loan Balance')).toContainText(naira('70000'));
  await expect(page.getByRole('table', { name: 'Save to loan transactions' }).getByRole('row').nth(1)).toContainText(naira('30000'));

  // opened again: what is left now, with nothing of the last call
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toContainText(`Available to withdraw${naira('10000')}`);
  await expect(dialog.getByLabel('Enter Amount')).toHaveValue('');

  await expectWalletOnSavings(page, walletAfter);
});
