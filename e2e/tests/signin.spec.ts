// /signin and the e-mail verification page: the spec §5/§8 messages and the pending state.
import { expect, test } from '@playwright/test';
import { createVerifiedMember, signUpViaApi } from '../support/api';
import { holdRequests } from '../support/network';
import { linkIn, readOutbox, VERIFY_SUBJECT } from '../support/outbox';
import { dismissAlert, expectAlert, submitSignIn } from '../support/ui';
import { newUser } from '../support/users';

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('blank fields and an invalid e-mail are caught on the page: "this field is required", "email is not valid"', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login') calls += 1;
  });
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(email).toHaveAccessibleDescription('this field is required');
  await expect(password).toHaveAccessibleDescription('this field is required');

  await submitSignIn(page, 'adaeze@example', 'whatever-1');
  await expect(email).toHaveAccessibleDescription('email is not valid');
  await expect(password).not.toHaveAttribute('aria-invalid');
  expect(calls).toBe(0);
});

test('a wrong password: the server\'s "Invalid Email or Password"', async ({ page }) => {
  const user = await createVerifiedMember('wrong-password');
  await submitSignIn(page, user.email, `${user.password}-wrong`);
  await expectAlert(page, 'Error', 'Invalid Email or Password');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('after three wrong passwords the same refusal says how long to wait, and the right password works after it', async ({ page }) => {
  const user = await createVerifiedMember('wait-hint');
  for (let i = 0; i < 2; i += 1) {
    await submitSignIn(page, user.email, `${user.password}-wrong`);
    await expectAlert(page, 'Error', 'Invalid Email or Password');
    await dismissAlert(page);
  }
  await submitSignIn(page, user.email, `${user.password}-wrong`);
  await expectAlert(page, 'Error', 'Invalid Email or Password. Please wait 2 seconds before you try again.');
  await dismissAlert(page);
  await page.waitForTimeout(2_100);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
});

test('an e-mail nobody registered: "Invalid Email or Password"', async ({ page }) => {
  await submitSignIn(page, newUser('nobody').email, 'Some-password-1');
  await expectAlert(page, 'Error', 'Invalid Email or Password');
});

test('an account whose e-mail is not verified yet: its message, and verifying lets it in', async ({ page }) => {
  const user = newUser('unverified');
  await signUpViaApi(user);
  await submitSignIn(page, user.email, user.password);
  await expectAlert(page, 'Error', `Please verify your e-mail address before you sign in. Use the verification link we sent to ${user.email} a few minutes ago.`);
  await dismissAlert(page);

  await page.goto(linkIn(await readOutbox(user.email, VERIFY_SUBJECT), '/verify-email/'));
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expectAlert(page, 'Success', 'Your e-mail address has been verified. You can now sign in.');
  await dismissAlert(page);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
});

test('a verification link used twice: the server says it is not valid any more', async ({ page }) => {
  const user = newUser('used-link');
  await signUpViaApi(user);
  const link = linkIn(await readOutbox(user.email, VERIFY_SUBJECT), '/verify-email/');
  await page.goto(link);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expectAlert(page, 'Success', 'Your e-mail address has been verified. You can now sign in.');

  await page.goto(link);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const message = 'This verification link is not valid or has already been used. If your e-mail address is verified, sign in.';
  await expectAlert(page, 'Error', message);
  await dismissAlert(page);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
});

test('Sign In is disabled while the request is pending', async ({ page }) => {
  const user = await createVerifiedMember('pending-signin');
  const held = await holdRequests(page, '**/api/auth/login');
  await submitSignIn(page, user.email, user.password);
  await held.requested;
  const button = page.getByRole('button', { name: 'Sign In' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  held.release();
  await expect(page).toHaveURL(/\/savings$/);
});

test('Complete Registration is disabled while the request is pending', async ({ page }) => {
  const user = newUser('pending-verify');
  await signUpViaApi(user);
  const held = await holdRequests(page, '**/api/auth/signupVerifyEmail/*');
  await page.goto(linkIn(await readOutbox(user.email, VERIFY_SUBJECT), '/verify-email/'));
  const button = page.getByRole('button', { name: 'Complete Registration' });
  await button.click();
  await held.requested;
  await expect(button).toBeDisabled();
  held.release();
  await expect(page).toHaveURL(/\/signin$/);
  await expectAlert(page, 'Success', 'Your e-mail address has been verified. You can now sign in.');
});
