// Forgot password → the mailed link → Change Password → sign in with the new password (spec §2, §5).
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { holdRequests } from '../support/network';
import { linkIn, readOutbox, RESET_SUBJECT } from '../support/outbox';
import { dismissAlert, expectAlert, submitSignIn } from '../support/ui';
import type { TestUser } from '../support/users';

const recoveryMessage = (email: string) => `If an account exists for ${email}, we have sent a link to reset the password.`;

async function askForReset(page: Page, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
}

async function openResetLink(page: Page, user: TestUser): Promise<void> {
  await page.goto(linkIn(await readOutbox(user.email, RESET_SUBJECT), '/verify-password/'));
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
}

test('forgot password: the e-mail is required and must be valid', async ({ page }) => {
  await page.goto('/forgot-password');
  const email = page.getByLabel('Email');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(email).toHaveAccessibleDescription('this field is required');
  await email.fill('adaeze@example');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(email).toHaveAccessibleDescription('email is not valid');
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
});

test('reset by mail: Reset → the server\'s message → Change Password → the new password works, the old one does not', async ({ page }) => {
  const user = await createVerifiedMember('reset');
  const newPassword = `${user.password}-new`;

  await test.step('Reset answers with the server\'s message', async () => {
    await askForReset(page, user.email);
    await expectAlert(page, 'Success', recoveryMessage(user.email));
    await expect(page.getByRole('status').filter({ hasText: recoveryMessage(user.email) })).toBeVisible();
  });

  await test.step('the mailed link opens the Change Password form', async () => {
    await openResetLink(page, user);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
  });

  await test.step('a blank form: "all field are required"', async () => {
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectAlert(page, 'Error', 'all field are required');
    await dismissAlert(page);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('this field is required');
  });

  await test.step('a new password is set', async () => {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expectAlert(page, 'Success', 'Your password has been changed. You can now sign in.');
    await dismissAlert(page);
  });

  await test.step('the old password no longer signs in', async () => {
    await submitSignIn(page, user.email, user.password);
    await expectAlert(page, 'Error', 'Invalid Email or Password');
    await dismissAlert(page);
  });

  await test.step('the new one does', async () => {
    await submitSignIn(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/savings$/);
  });
});

test('a reset link works once: the second use shows the server\'s message', async ({ page }) => {
  const user = await createVerifiedMember('reset-twice');
  await askForReset(page, user.email);
  await expectAlert(page, 'Success', recoveryMessage(user.email));
  const link = linkIn(await readOutbox(user.email, RESET_SUBJECT), '/verify-password/');
  for (const [attempt, password] of [[1, 'First-new-password'], [2, 'Second-new-password']] as const) {
    await page.goto(link);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    if (attempt === 1) await expectAlert(page, 'Success', 'Your password has been changed. You can now sign in.');
  }
  await expectAlert(page, 'Error', 'This password reset link is not valid or has already been used. Please request a new one.');
  await expect(page).toHaveURL(link);
});

test('Reset and Change Password are disabled while their requests are pending', async ({ page }) => {
  const user = await createVerifiedMember('pending-reset');

  const recovery = await holdRequests(page, '**/api/auth/recovery');
  await askForReset(page, user.email);
  await recovery.requested;
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  recovery.release();
  await expectAlert(page, 'Success', recoveryMessage(user.email));

  const reset = await holdRequests(page, '**/api/auth/reset');
  await openResetLink(page, user);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Brand-new-password');
  await page.getByLabel('Confirm Password').fill('Brand-new-password');
  const button = page.getByRole('button', { name: 'Change Password' });
  await button.click();
  await reset.requested;
  await expect(button).toBeDisabled();
  reset.release();
  await expect(page).toHaveURL(/\/signin$/);
});
