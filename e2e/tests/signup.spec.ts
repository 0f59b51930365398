// /signup: every message of spec §5/§8, the phone limit, and the button while the request is pending.
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/api';
import { dropNextRequest, holdRequests } from '../support/network';
import { dismissAlert, expectAlert, fillSignUp } from '../support/ui';
import { newUser } from '../support/users';

const FIELDS = ['First Name', 'Last Name', 'Phone Number', 'Email', 'Password', 'Confirm Password'];
const SIGNUP_API = '**/api/auth/signup';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Sign Up' }).click();

/** counts the sign-up calls the page makes */
function countSignupCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/signup') calls += 1;
  });
  return () => calls;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
});

test('a blank form: "All fields are required" and "this field is required" under every field', async ({ page }) => {
  const calls = countSignupCalls(page);
  await submit(page);
  await expectAlert(page, 'Error', 'All fields are required');
  await dismissAlert(page);
  for (const label of FIELDS) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(/this field is required/);
  }
  // editing a field clears its message only
  await field(page, 'First Name').fill('Adaeze');
  await expect(field(page, 'First Name')).not.toHaveAttribute('aria-invalid');
  await expect(field(page, 'Last Name')).toHaveAccessibleDescription(/this field is required/);
  expect(calls()).toBe(0);
});

test('an invalid e-mail: "Email is not valid"', async ({ page }) => {
  const calls = countSignupCalls(page);
  await fillSignUp(page, { ...newUser('bad-email'), email: 'adaeze@example' });
  await submit(page);
  await expectAlert(page, 'Error', 'Email is not valid');
  await dismissAlert(page);
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is not valid');
  expect(calls()).toBe(0);
});

test('passwords that differ: "Password Not Match"', async ({ page }) => {
  const calls = countSignupCalls(page);
  await fillSignUp(page, { ...newUser('mismatch'), confirmPassword: 'Something-else-1' });
  await submit(page);
  await expectAlert(page, 'Error', 'Password Not Match');
  await dismissAlert(page);
  await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription('Password Not Match');
  expect(calls()).toBe(0);
});

test('an e-mail already registered: "{email} has already been used"', async ({ page }) => {
  const existing = newUser('taken');
  await signUpViaApi(existing);
  await fillSignUp(page, newUser('taken-again', { email: existing.email }));
  await submit(page);
  await expectAlert(page, 'Error', `${existing.email} has already been used`);
  await expect(page).toHaveURL(/\/signup$/);
});

test('the phone number takes at most 11 characters', async ({ page }) => {
  const phone = field(page, 'Phone Number');
  await expect(phone).toHaveAttribute('maxlength', '11');
  await phone.pressSequentially('080123456789999');
  await expect(phone).toHaveValue('08012345678');
});

test('no connection: "Internet Error, Please check your internet and try again"; the next try goes through', async ({ page }) => {
  const user = newUser('offline');
  await dropNextRequest(page, SIGNUP_API);
  await fillSignUp(page, user);
  await submit(page);
  await expectAlert(page, 'Error', 'Internet Error, Please check your internet and try again');
  await dismissAlert(page);
  await expect(page).toHaveURL(/\/signup$/);

  await submit(page);
  await expect(page).toHaveURL(/\/signin$/);
  await expectAlert(page, 'Success', `Registration successful. We have sent a verification link to ${user.email}`);
});

test('Sign Up is disabled while the request is pending, and the form is sent once', async ({ page }) => {
  const user = newUser('pending');
  const calls = countSignupCalls(page);
  const held = await holdRequests(page, SIGNUP_API);
  await fillSignUp(page, user);
  const button = page.getByRole('button', { name: 'Sign Up' });
  await button.click();
  await held.requested;
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // a second press (Enter in a field) while pending sends nothing more
  await field(page, 'Email').press('Enter');
  held.release();
  await expect(page).toHaveURL(/\/signin$/);
  await expectAlert(page, 'Success', `Registration successful. We have sent a verification link to ${user.email}`);
  expect(calls()).toBe(1);
});
