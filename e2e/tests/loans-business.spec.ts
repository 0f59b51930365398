// Business finance as a non-member and the society use it: a request with a picture, the SA's offer in the console
// (/dashboard/loans, Business requests), acceptance, approval and disbursement on the loan's own page
// (/dashboard/loans/{id}), a repayment from the wallet and its transaction; at 360 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEED_ADMIN } from '../support/env';
import { createVerifiedMember } from '../support/api';
import { confirm, consolePart, dialogNamed, openLoanFromQueue, payFromWallet } from '../support/loans';
import { addDays, lagosToday } from '../support/savings';
import { twoColourPng } from '../support/images';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';
import { uniqueWord, type TestUser } from '../support/users';
import { naira } from '../support/wallet';

async function browserOf(browser: Browser, who: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, who.email, who.password);
  return page;
}

test('a non-member’s business request with a picture: offer, acceptance, disbursement, a repayment', async ({ browser }) => {
  test.setTimeout(150_000);
  let owner: TestUser;
  await test.step('arrange: a signed-up user who is not a member', async () => {
    owner = await createVerifiedMember('business');
  });
  const business = `Shop ${uniqueWord()}`;
  const page = await browserOf(browser, owner!, { width: 360, height: 780 });

  await test.step('the owner places a request with a picture', async () => {
    await page.goto('/business-fianance');
    await page.getByRole('button', { name: 'Place Request' }).click();
    const form = dialogNamed(page, 'Create Business Request');
    await form.getByLabel('Business Name').fill(business);
    await form.getByLabel('Loan Request Amount').fill('100,000');
    await form.getByLabel('Select Loan Duration').selectOption('2');
    await form.getByLabel('Select Frequency').selectOption('Monthly');
    await expect(form.getByLabel('Monthly Repayment Amount')).toHaveValue(naira('50000'));
    await form.getByLabel('Start Date').fill(addDays(lagosToday(), 7));
    await form.getByLabel('Picture of your business').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: twoColourPng(64, [11, 110, 79], [255, 255, 255]) });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectAlert(page, 'Success', 'Your business finance request has been submitted');
    await dismissAlert(page);
    await page.getByRole('tab', { name: /Pending Request/ }).click();
    await expect(page.getByRole('region', { name: business }).getByText('PENDING')).toBeVisible();
    await expect(page.getByRole('img', { name: business })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  await test.step('the SA offers ₦110,000 in the console (/dashboard/loans, Business requests), on a phone', async () => {
    const sa = await browserOf(browser, SEED_ADMIN, { width: 360, height: 780 });
    await sa.goto('/dashboard/loans');
    await sa.getByRole('tab', { name: 'Business requests' }).click();
    await expect(sa).toHaveURL(/\/dashboard\/loans\?part=business$/);
    const offers = consolePart(sa, 'Business requests');
    const total = offers.getByLabel(`Total amount for ${business}`);
    await total.fill('110,000');
    await expect(total).toHaveAccessibleDescription(/Mark-up ₦10,000\.00/);
    await expectNoHorizontalScroll(sa);
    await offers.getByRole('form', { name: `Offer for ${business}` }).getByRole('button', { name: 'Make offer' }).click();
    await expectAlert(sa, 'Success', 'The offer has been sent to the member');
    await sa.context().close();
  });

  await test.step('the owner accepts the offer', async () => {
    await page.reload();
    await page.getByRole('tab', { name: /Pending Request/ }).click();
    const card = page.getByRole('region', { name: business });
    await expect(card.getByText('Awaiting Response')).toBeVisible();
    await expect(card).toContainText(naira('10000'));
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('You want to Accept this Request?');
    await confirm(page, 'Yes, accept');
    await expectAlert(page, 'Success', 'You have accepted the offer: the society will now process your request');
    await dismissAlert(page);
  });

  await test.step('the SA approves and disburses on the loan’s page (below the two-administrator threshold), on a phone', async () => {
    const sa = await browserOf(browser, SEED_ADMIN, { width: 360, height: 780 });
    await openLoanFromQueue(sa, business);
    await expectNoHorizontalScroll(sa);
    await sa.getByRole('button', { name: 'Approve' }).click();
    await confirm(sa, 'Yes, approve');
    await expectAlert(sa, 'Success', 'The loan has been approved');
    await dismissAlert(sa);
    await expect(sa.getByText('Needs a second administrator')).toHaveCount(0);
    await sa.getByRole('button', { name: 'Disburse' }).click();
    await confirm(sa, 'Yes, disburse');
    await expectAlert(sa, 'Success', 'The loan has been disbursed');
    await sa.context().close();
  });

  await test.step('the owner repays ₦30,000 from the wallet and sees it in the transactions', async () => {
    await page.reload();
    const card = page.getByRole('region', { name: business });
    await expect(card.getByText('Disbursed')).toBeVisible();
    await card.getByRole('button', { name: 'Repayment' }).click();
    const repay = dialogNamed(page, 'Business Loan Repayment');
    await repay.getByLabel('Enter Amount').fill('30000');
    await repay.getByRole('button', { name: 'Continue' }).click();
    await payFromWallet(repay, 'Add Fund');
    await expectAlert(page, 'Success', `${naira('30000')} has been paid towards your business finance. ${naira('80000')} remains.`);
    await dismissAlert(page);
    await page.getByRole('region', { name: business }).getByRole('button', { name: 'Transactions Details' }).click();
    const history = dialogNamed(page, 'Repayment Transactions');
    await expect(history.getByRole('row').filter({ hasText: 'Loan Repayment' })).toContainText(naira('30000'));
    await expect(history.getByRole('row').filter({ hasText: 'Loan Disbursement' })).toContainText(naira('100000'));
    await expectNoHorizontalScroll(page);
  });
});
