// A 360 px phone: nothing scrolls sideways, and the signed-in menu is a drawer.
import { expect, test } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { SEED_ADMIN } from '../support/env';
import { closeMembershipDialog, dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';

// Not `isMobile`: Chromium's mobile emulation widens the layout viewport to fit wide content, which would hide
// exactly the sideways scroll these tests look for.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const AUTH_SCREENS = [
  { path: '/signup', heading: 'Sign Up' },
  { path: '/signin', heading: 'Sign In' },
  { path: '/forgot-password', heading: 'Forgot Password' },
  { path: '/verify-email/x', heading: 'Verify Email' },
  { path: '/verify-password/x', heading: 'Change Password' },
];

test('the auth screens fit a 360 px screen', async ({ page }) => {
  for (const screen of AUTH_SCREENS) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }
});

test('the sign-up form still fits with every field showing its message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectAlert(page, 'Error', 'All fields are required');
  await expectNoHorizontalScroll(page);
  await dismissAlert(page);
  await expect(page.getByText('this field is required')).toHaveCount(6);
  await expectNoHorizontalScroll(page);
});

test('the landing page and /404 fit a 360 px screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('signed in at 360 px: the menu is a drawer, and the chrome fits', async ({ page }) => {
  const user = await createVerifiedMember('mobile');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  await expect(page.getByRole('main').getByText('Loading page…')).toHaveCount(0);
  await closeMembershipDialog(page);
  await expectNoHorizontalScroll(page);

  // no side panel on a phone: the navigation lives in the drawer
  await expect(page.getByRole('complementary', { name: 'Side panel' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const nav = drawer.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Wallet', 'Save', 'Shareholdings', 'Loan', 'Business Financing', 'Products', 'My Products', 'Investments', 'Transactions', 'Account']);
  await expectNoHorizontalScroll(page);

  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(drawer).toBeHidden();

  // and it closes without choosing anything
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
});

test('signed in at 360 px: the page finder opens from the top bar', async ({ page }) => {
  const user = await createVerifiedMember('mobile-finder');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  await closeMembershipDialog(page);
  const finder = page.getByRole('combobox', { name: 'Find a page' });
  await expect(finder).toBeHidden();
  await page.getByRole('button', { name: 'Find a page' }).click();
  await expect(finder).toBeFocused();
  await finder.fill('shares');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shareholdings$/);
  await expect(finder).toBeHidden();
  await expectNoHorizontalScroll(page);
});

test('the admin console fits a 360 px screen: the overview, and a section from the Sections menu', async ({ page }) => {
  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('group', { name: 'Total sign-ups' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await sections.getByRole('button', { name: /^Sections/ }).click();
  await sections.getByRole('link', { name: /^Members/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/members$/);
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
  await expect(sections.getByRole('link', { name: /^Members/ })).toBeHidden();
  await expectNoHorizontalScroll(page);
});
