// The whole first visit of a new member: sign up, verify from the mail, sign in, look around, log out.
import { expect, test } from '@playwright/test';
import { SOCIETY_NAME } from '../support/env';
import { closeMembershipDialog, dismissAlert, logOut, membershipDialog, signUp, submitSignIn, verifyFromMail } from '../support/ui';
import { fullName, newUser } from '../support/users';

const REMOTE_UNAVAILABLE = 'This part of the app is not available right now';
const MEMBER_NAV = ['Wallet', 'Save', 'Shareholdings', 'Loan', 'Business Financing', 'Products', 'My Products', 'Investments', 'Transactions', 'Account'];
const MEMBER_NAV_PATHS = ['/wallet', '/savings-tab/regular', '/shareholdings', '/loan', '/business-fianance', '/product_financing', '/my_products', '/investments', '/transactions', '/settings'];

test('sign up → verify by mail → sign in → the member chrome → logout', async ({ page }) => {
  const user = newUser('journey');

  await test.step('sign up', async () => {
    await signUp(page, user);
    await dismissAlert(page);
  });

  await test.step('complete the registration from the verification mail', async () => {
    await verifyFromMail(page, user);
  });

  await test.step('sign in: a member lands on their savings home, gated like the wallet', async () => {
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/savings$/);
    await expect(membershipDialog(page)).toBeVisible();
    await page.goto('/wallet');
  });

  await test.step('not a paying member yet: the wallet greets them with the membership dialog, which they close', async () => {
    const dialog = membershipDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Click on the Member button to continue')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Become a Member' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Business Finance' })).toHaveAttribute('href', '/business-fianance');
    await expect(dialog.getByRole('link', { name: 'Product Finance' })).toHaveAttribute('href', '/product_financing');
    await closeMembershipDialog(page);
  });

  await test.step('the top bar names the member and has their menu', async () => {
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: SOCIETY_NAME })).toBeVisible();
    const account = topBar.getByRole('button', { name: `Account menu for ${fullName(user)}` });
    await expect(account).toContainText(fullName(user));
    await account.click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
    await expect(menu).toContainText(user.email);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('the side navigation is exactly spec §2, without Dashboard for a member', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(MEMBER_NAV);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Product Financing' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(MEMBER_NAV_PATHS);
  });

  await test.step('the breadcrumb has a home link and the page name', async () => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(crumbs.getByText('Wallet')).toHaveAttribute('aria-current', 'page');
  });

  await test.step('behind the closed dialog, the wallet shows the membership notice inside the chrome', async () => {
    const main = page.getByRole('main');
    await expect(main.getByText('Loading page…')).toHaveCount(0);
    await expect(main.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Membership required' }).getByRole('button', { name: 'View membership options' })).toBeVisible();
  });

  await test.step('the notifications panel shows the welcome notification with a relative time', async () => {
    await page.getByRole('button', { name: 'Notifications, 1 new' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const welcome = panel.getByRole('listitem').filter({ hasText: `Welcome to ${SOCIETY_NAME}` });
    await expect(welcome).toHaveCount(1);
    await expect(welcome.locator('time')).toHaveText(/^(just now|\d+ seconds ago|1 minute ago)$/);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    // opening the panel marked it read
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('logout from the user menu ends the session', async () => {
    await logOut(page);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
    expect(stored).toEqual({ token: null, user: null });
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/signin$/);
  });
});
