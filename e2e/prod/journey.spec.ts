// A new member's first day, on a phone, through the production topology (nginx → two API instances with
// NODE_ENV=production, PostgreSQL, real SMTP, the Paystack fake): sign up → the verification mail over SMTP → verify →
// sign in → the registration fee by card on the provider's checkout page → the wallet funded by card → shares to the
// minimum → regular savings → a loan covered by those savings → a withdrawal to the bank with the PIN from the mail.
// Nothing here uses a development door: every mail is read from the SMTP capture, every payment goes through the fake.
import { expect, test, type Page } from '@playwright/test';
import { dialogNamed, payFromWallet } from '../support/loans';
import { linkIn, VERIFY_SUBJECT } from '../support/outbox';
import { addDays, lagosToday } from '../support/savings';
import { addBankAccount, completeProfileStepper } from '../support/settings';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, membershipDialog, submitSignIn } from '../support/ui';
import { newUser } from '../support/users';
import { expectWalletBalance, naira } from '../support/wallet';
import { payOnProviderCheckout, registerBankAccount } from './checkout';
import { waitForMail } from './inbox';

const PIN_SUBJECT = /withdrawal PIN/;

/** Pays with a new card on the provider's own page: it opens in a popup (another origin), the app confirms when done. */
async function payWithNewCard(page: Page, pay: () => Promise<void>): Promise<void> {
  const popup = page.waitForEvent('popup');
  await pay();
  await payOnProviderCheckout(await popup);
}

test('a new member on a phone: sign up, verify, fee, fund, shares, save, loan, withdraw', async ({ page }) => {
  const user = newUser('prod');

  await test.step('the landing and the auth pages come with their prerendered copy (npm run compose-pages)', async () => {
    for (const [path, text] of [['/', 'Saving and borrowing get easier when we do it together'], ['/signin', 'Sign In'], ['/signup', 'Sign Up']]) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<div data-prerender>');
      expect(html, path).toContain(text);
      // nginx's SSI put mf-config.json itself in the page, as it is now
      expect(html, path).toMatch(/<script type="application\/json" id="coop-mf-config">\s*\{[^<]*"remotes"/);
    }
  });

  await test.step('sign up', async () => {
    await page.goto('/signup');
    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Last Name').fill(user.lastName);
    await page.getByLabel('Phone Number').fill(user.phone);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expectAlert(page, 'Success', `Registration successful. We have sent a verification link to ${user.email}`);
    await dismissAlert(page);
    await expectNoHorizontalScroll(page);
  });

  await test.step('the verification mail arrives over SMTP; its link completes the registration', async () => {
    const mail = await waitForMail(user.email, VERIFY_SUBJECT);
    await page.goto(linkIn({ ...mail, created_at: mail.received_at }, '/verify-email/'));
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expectAlert(page, 'Success', 'Your e-mail address has been verified. You can now sign in.');
    await dismissAlert(page);
  });

  await test.step('sign in: the savings home, behind the membership gate', async () => {
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/savings$/);
    await expect(membershipDialog(page)).toBeVisible();
  });

  await test.step('the registration fee by a new card on the provider checkout, then signed in again as a member', async () => {
    await membershipDialog(page).getByRole('button', { name: 'Become a Member' }).click();
    const fee = dialogNamed(page, 'Registration Fee');
    await fee.getByRole('button', { name: 'Continue' }).click();
    await fee.getByRole('radio', { name: 'Use new card' }).check();
    await payWithNewCard(page, () => fee.getByRole('button', { name: 'Make Payment' }).click());
    // paid: the app signs the new member out so the membership takes effect (by itself after a few seconds)
    const signInAgain = dialogNamed(page, 'Registration fee paid').getByRole('button', { name: 'Sign in again' });
    await expect(signInAgain.or(page.getByRole('button', { name: 'Sign In' }))).toBeVisible({ timeout: 30_000 });
    if (await signInAgain.isVisible()) await signInAgain.click().catch(() => undefined);
    await expect(page).toHaveURL(/\/signin$/);
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/savings$/);
    await expect(membershipDialog(page)).toHaveCount(0);
  });

  await test.step('fund the wallet with ₦20,000 by card', async () => {
    await page.goto('/wallet');
    await expectWalletBalance(page, '0.00');
    await page.getByRole('button', { name: 'Add Fund' }).click();
    const fund = dialogNamed(page, 'Fund Wallet');
    await fund.getByLabel('Enter Amount').fill('20000');
    await fund.getByRole('button', { name: 'Continue' }).click();
    await fund.getByRole('radio', { name: 'Use new card' }).check();
    await payWithNewCard(page, () => fund.getByRole('button', { name: 'Add Fund' }).click());
    await expectAlert(page, 'Success', 'Your wallet has been funded with ₦20,000.00.');
    await dismissAlert(page);
    await expectWalletBalance(page, '20000.00');
    await expectNoHorizontalScroll(page);
  });

  await test.step('Quick Save: shares to the ₦5,000 minimum first, then ₦10,000 into regular savings', async () => {
    await page.goto('/savings');
    await page.getByRole('button', { name: 'Quick Save' }).click();
    await payFromWallet(dialogNamed(page, 'Shareholding Funding'), 'Fund Shareholding');
    const quickSave = dialogNamed(page, 'Fund Your Account');
    await expect(quickSave).toBeVisible({ timeout: 15_000 });
    await quickSave.getByLabel('Enter Amount').fill('10000');
    await quickSave.getByLabel('Select Package').selectOption({ label: 'Regular Savings' });
    await quickSave.getByRole('button', { name: 'Continue' }).click();
    await payFromWallet(quickSave, 'Fund Account');
    await expectAlert(page, 'Success', /10,000/);
    await dismissAlert(page);
    await page.goto('/savings');
    await expect(page.getByRole('main').getByRole('group', { name: 'Regular Savings' })).toContainText(naira('10000'));
    await expect(page.getByRole('main').getByRole('group', { name: 'Shareholding' })).toContainText(naira('5000'));
  });

  await test.step('a ₦10,000 loan covered by those savings (no guarantor), the form fee from the wallet', async () => {
    await page.goto('/loan');
    await expect(page.getByRole('group', { name: 'Guarantable Amount' })).toContainText(naira('10000'));
    await page.getByRole('button', { name: 'Request Loan' }).click();
    const form = dialogNamed(page, 'Create Loan Request');
    await form.getByLabel('Loan Amount').fill('10,000');
    await form.getByLabel('Select Loan Duration').selectOption('3');
    await form.getByLabel('Select Frequency').selectOption('Monthly');
    await form.getByLabel('Start Date').fill(addDays(lagosToday(), 10));
    await form.getByRole('button', { name: 'Apply Loan' }).click();
    await payFromWallet(dialogNamed(page, 'Loan Form Fee'), 'Add Fund');
    await expectAlert(page, 'Success', 'Your loan request has been submitted');
    await dismissAlert(page);
  });

  await test.step('the bank account and the profile on /settings', async () => {
    const account = await registerBankAccount(user);
    await page.goto('/settings');
    await addBankAccount(page, account.bankName, account.accountNumber);
    await completeProfileStepper(page, user);
  });

  await test.step('withdraw ₦2,000 to the bank with the PIN mailed over SMTP; the bank confirms it', async () => {
    await page.goto('/wallet');
    await expectWalletBalance(page, '4000.00');
    const asked = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: /^(Withdraw To Bank|Confirm Withdrawal|Withdrawal Status)$/ });
    await dialog.getByLabel('Enter Amount').fill('2000');
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expectAlert(page, 'Continue', new RegExp(`We have sent a withdrawal PIN to ${user.email.replace(/[.+]/g, '\\$&')}`));
    await dismissAlert(page);
    const mail = await waitForMail(user.email, PIN_SUBJECT, asked);
    const pin = /Your withdrawal PIN is (\d{6})/.exec(mail.text)?.[1];
    expect(pin, mail.text).toBeTruthy();
    await dialog.getByLabel('Withdrawal Pin').fill(pin!);
    await dialog.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await expect(dialog.getByRole('heading', { name: 'Withdrawal Status' })).toBeVisible();
    // reserved at once; the page follows it until the bank confirms (the fake's transfer webhook, through nginx)
    await expectWalletBalance(page, '2000.00');
    const steps = dialog.getByRole('region', { name: 'Withdrawal timeline' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(2)).not.toContainText('Waiting', { timeout: 60_000 });
    await expect(steps.nth(2)).toContainText('Paid into your bank account');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });
});
