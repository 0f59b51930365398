// Where people end up: /404, the remembered path after sign-in, homes by role, the page finder, idle time-out.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember, signUpViaApi } from '../support/api';
import { SEED_ADMIN } from '../support/env';
import { patchMfConfig } from '../support/mfConfig';
import { closeMembershipDialog, signIn, submitSignIn } from '../support/ui';
import { fullName, newUser, uniqueWord } from '../support/users';

const IDLE_NOTICE = 'You were signed out because there was no activity for a while. Please sign in again.';

async function signInAsNewMember(page: Page, tag: string) {
  const user = await createVerifiedMember(tag);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  return user;
}

test('an unknown path shows /404, whose "Back to Dashboard" takes a member to their home', async ({ page }) => {
  await signInAsNewMember(page, 'not-found');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/savings$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('someone signed out who opens /404 and "Back to Dashboard" is asked to sign in', async ({ page }) => {
  await page.goto('/also-not-here');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('/sign-in, the other spelling some unauthorised replies use (spec §2, §8), opens the sign-in page', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

for (const path of ['/wallet', '/savings-tab/target']) {
  test(`signed out, ${path} → /signin → after sign-in back at ${path} (lasturl)`, async ({ page }) => {
    const user = await createVerifiedMember('lasturl');
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('lasturl'))).toBe(path);
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  });
}

test('a member who types /dashboard is taken to their home, not to /signin', async ({ page }) => {
  await signInAsNewMember(page, 'no-dashboard');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/savings$/);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

test('the society admin lands on the console: sign-up counts; the Members section searches, loads more and opens a member', async ({ page }) => {
  // 21 people sharing a last name nobody else has: one more than a page of the member list
  const family = uniqueWord('Paging');
  const relatives = Array.from({ length: 21 }, (_, i) => newUser(`paging-${i}`, { firstName: `Member${String.fromCharCode(97 + i)}`, lastName: family }));
  await Promise.all(relatives.map((user) => signUpViaApi(user)));
  const member = await createVerifiedMember('findable');

  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first()).toHaveText('Dashboard');

  await test.step('sign-up counts on the overview', async () => {
    const total = page.getByRole('group', { name: 'Total sign-ups' });
    await expect(total).toBeVisible();
    const figure = Number((await total.getByText(/^[\d,]+$/).textContent())!.replace(/,/g, ''));
    expect(figure).toBeGreaterThanOrEqual(22);
    await expect(page.getByRole('group', { name: 'Today' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Not verified' })).toBeVisible();
  });

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: /^Members/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/members$/);
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search members' });
  const table = page.getByRole('table', { name: 'Members' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });

  await test.step('search finds the member created in this test, and goes into the URL', async () => {
    await search.fill(member.email);
    await expect(page.getByText(`1 person matching “${member.email}”`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(fullName(member));
    await expect(rows.first()).toContainText('Verified');
    await expect(page).toHaveURL(/\/dashboard\/members\?search=/);
  });

  await test.step('21 matches: 20 shown, then one more', async () => {
    await search.fill(family);
    await expect(page.getByText(`21 people matching “${family}”, 20 shown`)).toBeVisible();
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more members' }).click();
    await expect(rows).toHaveCount(21);
    // newest first: the last row is one of the 21, and not verified
    await expect(rows.last()).toContainText(family);
    await expect(rows.last()).toContainText('Not verified');
    await expect(page.getByRole('button', { name: 'Load more members' })).toHaveCount(0);
  });

  await test.step('a reload keeps the search', async () => {
    await page.reload();
    await expect(search).toHaveValue(family);
    await expect(rows).toHaveCount(20);
  });

  await test.step('a row opens the member’s page; back returns to the list', async () => {
    await search.fill(member.email);
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('link', { name: fullName(member) }).click();
    await expect(page).toHaveURL(/\/dashboard\/members\/\d+$/);
    await expect(page.getByRole('region', { name: fullName(member) })).toContainText(member.email);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(/Dashboard.*Members.*Member \d+/);
    await page.goBack();
    await expect(rows).toHaveCount(1);
  });

  await test.step('a search nobody matches says so', async () => {
    const nobody = uniqueWord('Nobody');
    await search.fill(nobody);
    await expect(page.getByText(`No members match “${nobody}”`)).toBeVisible();
  });
});

test('a pasted console link: signed out → /signin → back at that section after sign-in; an unknown section says so', async ({ page }) => {
  await page.goto('/dashboard/audit?outcome=refused');
  await expect(page).toHaveURL(/\/signin$/);
  await submitSignIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard\/audit\?outcome=refused$/);
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Outcome')).toHaveValue('refused');
  await page.goto('/dashboard/no-such-section');
  await expect(page.getByText('There is no such section')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
});

test('a member who types a console path is taken to their home', async ({ page }) => {
  await signInAsNewMember(page, 'no-console');
  await page.goto('/dashboard/loans/1');
  await expect(page).toHaveURL(/\/savings$/);
});

test('the chrome\'s page finder finds "Account" and opens /settings', async ({ page }) => {
  await signInAsNewMember(page, 'finder');
  await closeMembershipDialog(page);
  const finder = page.getByRole('combobox', { name: 'Find a page' });
  await finder.fill('Account');
  const options = page.getByRole('listbox', { name: 'Pages' }).getByRole('option');
  await expect(options.first()).toContainText('Account');
  await options.filter({ hasText: /^Account\/settings$/ }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Account', { exact: true })).toHaveAttribute('aria-current', 'page');
});

test('idle time-out: no activity for the configured time signs the member out to /signin with one notice', async ({ page }) => {
  const idleSeconds = 5;
  await patchMfConfig(page, (config) => ({ ...config, idleTimeoutMinutes: idleSeconds / 60 }));
  const user = await createVerifiedMember('idle');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);

  await expect(page).toHaveURL(/\/signin$/, { timeout: (idleSeconds + 10) * 1000 });
  await expect(page.getByRole('status').filter({ hasText: IDLE_NOTICE })).toBeVisible();
  await expect(page.getByText(IDLE_NOTICE)).toHaveCount(1);
  // the notice may paint a moment before the session is cleared from storage
  await expect.poll(() => page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }))).toEqual({ token: null, user: null });

  // the notice can be dismissed, and signing in again works
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(page.getByText(IDLE_NOTICE)).toHaveCount(0);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
});

test('a link opens its page at the top, and Back returns to where the page was left (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewMember(page, 'scroll');
  await page.goto('/product_financing'); // open to everyone, and a long list on a phone
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const statement = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Account statement' });
  await statement.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  await statement.click();
  await expect(page).toHaveURL(/\/account_statement$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/product_financing$/);
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(2);
});
