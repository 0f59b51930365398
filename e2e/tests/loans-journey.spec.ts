// A loan with two guarantors, as the people involved use it in their own browsers: the borrower asks for ₦600,000
// (₦300,000 covered by their savings, ₦150,000 by each guarantor) and pays the form fee from the wallet; both
// guarantors approve under APPROVALS; the SA opens the loan from the console's queue (/dashboard/loans → its own page
// /dashboard/loans/{id}) and approves it, and is not offered the disbursement (above the ₦500,000 threshold the
// approver may not disburse: the page says why); the second administrator opens the pasted link and disburses; the
// borrower repays in full and the guarantors see their pledges released.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { fullName } from '../support/users';
import { confirm, createSaver, dialogNamed, openLoanFromQueue, payFromWallet, SECOND_ADMIN } from '../support/loans';
import type { Member } from '../support/money';
import { addDays, lagosToday } from '../support/savings';
import { dismissAlert, expectAlert, signIn } from '../support/ui';
import { naira } from '../support/wallet';

async function browserOf(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who.email, who.password);
  return page;
}

test('a loan with two guarantors: request, guarantees, two administrators, full repayment, pledges released', async ({ browser }) => {
  test.setTimeout(180_000);
  let borrower: Member;
  let bola: Member;
  let chidi: Member;
  await test.step('arrange: a borrower with ₦300,000 saved and two guarantors with ₦200,000 each', async () => {
    [borrower, bola, chidi] = await Promise.all([createSaver('borrower', '300000', '10000'), createSaver('bola', '200000'), createSaver('chidi', '200000')]);
  });

  const page = await browserOf(browser, borrower!);
  await test.step('the borrower asks for ₦600,000 with two guarantors and pays the fee from the wallet', async () => {
    await page.goto('/loan');
    await expect(page.getByRole('group', { name: 'Guarantable Amount' })).toContainText(naira('300000'));
    await page.getByRole('button', { name: 'Request Loan' }).click();
    const form = dialogNamed(page, 'Create Loan Request');
    await expect(form.getByText(`A sum of ${naira('1000')} will be charge as loan form fee`)).toBeVisible();
    await form.getByLabel('Loan Amount').fill('600,000');
    await form.getByLabel('Select Loan Duration').selectOption('3');
    await form.getByLabel('Select Frequency').selectOption('Monthly');
    await expect(form.getByLabel('Monthly Repayment Amount')).toHaveValue(naira('200000'));
    await form.getByLabel('Start Date').fill(addDays(lagosToday(), 10));
    await expect(form.getByText(`Remaining Guarante Amount: ${naira('300000')}`, { exact: false })).toBeVisible();
    for (const [i, who] of [bola!, chidi!].entries()) {
      if (i > 0) await form.getByRole('button', { name: 'Add More Guarantor' }).click();
      const row = form.getByRole('group', { name: `Guarantor ${i + 1}` });
      // by the full name: every test member is called Adaeze, and the search answers the first ten matches
      await row.getByLabel('Search users').fill(fullName(who));
      await row.getByRole('button', { name: new RegExp(`^${who.firstName} ${who.lastName} `) }).click();
      await row.getByLabel('Guarantee Amount').fill('150000');
    }
    await form.getByRole('button', { name: 'Apply Loan' }).click();
    await payFromWallet(dialogNamed(page, 'Loan Form Fee'), 'Add Fund');
    await expectAlert(page, 'Success', 'Your loan request has been submitted');
    await dismissAlert(page);
    await expect(page.getByText('PENDING', { exact: true })).toBeVisible();
  });

  for (const who of [bola!, chidi!]) {
    await test.step(`${who.firstName} approves the guarantee in their own browser`, async () => {
      const theirs = await browserOf(browser, who);
      await theirs.goto('/loan?tab=approvals');
      const row = theirs.getByRole('row').filter({ hasText: fullName(borrower!) });
      await expect(row).toContainText(naira('150000'));
      await row.getByRole('button', { name: 'Approve' }).click();
      await confirm(theirs, 'Yes, approve');
      await expectAlert(theirs, 'Success', 'You have approved this guarantee request');
      await theirs.context().close();
    });
  }

  let loanUrl = '';
  await test.step('the SA approves from the console, and is not offered the disbursement of what they approved', async () => {
    const sa = await browserOf(browser, SEED_ADMIN);
    loanUrl = await openLoanFromQueue(sa, fullName(borrower!));
    await sa.getByRole('button', { name: 'Approve' }).click();
    await confirm(sa, 'Yes, approve');
    await expectAlert(sa, 'Success', 'The loan has been approved');
    await dismissAlert(sa);
    await expect(sa.getByText('you approved it, so another administrator must disburse it', { exact: false })).toBeVisible();
    await expect(sa.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(sa.getByRole('button', { name: 'Disburse' })).toHaveCount(0);
    await sa.context().close();
  });

  await test.step('the second administrator opens the pasted loan link and disburses; the trail names both', async () => {
    const checker = await browserOf(browser, SECOND_ADMIN);
    await checker.goto(loanUrl);
    await expect(checker.getByRole('heading', { name: /^Loan #\d+$/ })).toBeVisible();
    await expect(checker.getByText(`${fullName(borrower!)} (${borrower!.email})`)).toBeVisible();
    await expect(checker.getByText('Society Administrator approved it, so another administrator must disburse it', { exact: false })).toBeVisible();
    const trail = checker.getByRole('region', { name: 'Audit trail' });
    await expect(trail.getByRole('row').filter({ hasText: 'approved' })).toContainText('Society Administrator');
    await checker.getByRole('button', { name: 'Disburse' }).click();
    await confirm(checker, 'Yes, disburse');
    await expectAlert(checker, 'Success', 'The loan has been disbursed');
    await dismissAlert(checker);
    await expect(trail.getByRole('row').filter({ hasText: 'disbursed' })).toContainText('Second Administrator');
    await checker.context().close();
  });

  await test.step('the borrower repays in full from the wallet; the loan completes', async () => {
    await page.goto('/loan');
    await expect(page.getByText('DISBURSED', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Repay Loan' }).click();
    const repay = dialogNamed(page, 'Loan Repayment');
    await repay.getByLabel('Enter Repayment Amount').fill('600,000.01');
    await repay.getByRole('button', { name: 'Continue' }).click();
    await expect(repay.getByText('Repaid Amount is more than your remaining balance')).toBeVisible();
    await repay.getByLabel('Enter Repayment Amount').fill('600,000');
    await repay.getByRole('button', { name: 'Continue' }).click();
    await payFromWallet(repay, 'Repay Loan');
    await expectAlert(page, 'Success', `${naira('600000')} has been paid towards your loan. Your loan is fully repaid.`);
    await dismissAlert(page);
    await page.getByRole('button', { name: 'Completed' }).click();
    await expect(page.getByText('COMPLETED', { exact: true })).toBeVisible();
  });

  await test.step('each guarantor’s pledge is released', async () => {
    const theirs = await browserOf(browser, bola!);
    await theirs.goto('/loan?tab=approvals');
    const pledges = theirs.getByRole('region', { name: 'My Pledges' });
    const row = pledges.getByRole('row').filter({ hasText: fullName(borrower!) });
    await expect(row).toContainText('COMPLETED');
    await expect(row.getByRole('cell').nth(4)).toHaveText(naira('0'));
    await expect(row.getByRole('cell').nth(5)).toHaveText(naira('150000'));
    await theirs.context().close();
  });
});
