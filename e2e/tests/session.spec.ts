// The session as people meet it: tabs, the Back button, and a password changed elsewhere.
import { expect, test } from '@playwright/test';
import { createVerifiedMember, resetPasswordViaApi } from '../support/api';
import { closeMembershipDialog, logOut, signIn, submitSignIn } from '../support/ui';

const EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

test('someone already signed in who opens /signin or /signup is taken to their home', async ({ page }) => {
  const user = await createVerifiedMember('signed-in-away');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  for (const path of ['/signin', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/savings$/);
  }
});

test('after logout, Back does not show the member pages again', async ({ page }) => {
  const user = await createVerifiedMember('back-button');
  await signIn(page, user.email, user.password);
  await closeMembershipDialog(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await logOut(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('logging out in one tab ends the session in the other tabs too', async ({ context }) => {
  const user = await createVerifiedMember('two-tabs');
  const first = await context.newPage();
  await signIn(first, user.email, user.password);
  await closeMembershipDialog(first);
  const second = await context.newPage();
  await second.goto('/transactions');
  await expect(second.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  await logOut(first);
  await expect(second).toHaveURL(/\/signin$/);
  await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a password reset from another device ends this session at its next call, with the expired notice', async ({ page }) => {
  const user = await createVerifiedMember('reset-elsewhere');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  await closeMembershipDialog(page);

  const newPassword = `${user.password}-elsewhere`;
  await resetPasswordViaApi(user, newPassword);

  // the next call the page makes (opening the notifications) is refused: the app goes to /signin and says why
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('status').filter({ hasText: EXPIRED_NOTICE })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await submitSignIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/savings$/);
  await expect(page.getByText(EXPIRED_NOTICE)).toHaveCount(0);
});
