// What a person does on the auth screens, found by role and label.
import { expect, type Page } from '@playwright/test';
import { SOCIETY_NAME } from './env';
import { linkIn, readOutbox, VERIFY_SUBJECT } from './outbox';
import type { TestUser } from './users';

/** the alert modal (spec §4) */
export const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** The alert shows `message` (exactly) under `title`. */
export async function expectAlert(page: Page, title: 'Error' | 'Success' | 'Continue', message: string | RegExp): Promise<void> {
  const dialog = alertDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(title);
  await expect(dialog.getByText(message, { exact: typeof message === 'string' })).toBeVisible();
}

/** Closes the alert with OK (a success alert then reloads the page, spec §4). */
export async function dismissAlert(page: Page): Promise<void> {
  await alertDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(alertDialog(page)).toBeHidden();
}

export async function fillSignUp(page: Page, user: Partial<TestUser> & { confirmPassword?: string }): Promise<void> {
  await page.getByLabel('First Name').fill(user.firstName ?? '');
  await page.getByLabel('Last Name').fill(user.lastName ?? '');
  await page.getByLabel('Phone Number').fill(user.phone ?? '');
  await page.getByLabel('Email').fill(user.email ?? '');
  await page.getByLabel('Password', { exact: true }).fill(user.password ?? '');
  await page.getByLabel('Confirm Password').fill(user.confirmPassword ?? user.password ?? '');
}

/** /signup filled in and sent; leaves the page on /signin with the success alert open. */
export async function signUp(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signup');
  await fillSignUp(page, user);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expectAlert(page, 'Success', `Registration successful. We have sent a verification link to ${user.email}`);
}

/** Opens the verification link from the mail and completes the registration; ends on /signin. */
export async function verifyFromMail(page: Page, user: TestUser): Promise<void> {
  await page.goto(linkIn(await readOutbox(user.email, VERIFY_SUBJECT), '/verify-email/'));
  await expect(page.getByText('Click the button below to complete your registration.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expectAlert(page, 'Success', 'Your e-mail address has been verified. You can now sign in.');
  await dismissAlert(page);
}

export async function signUpAndVerify(page: Page, user: TestUser): Promise<void> {
  await signUp(page, user);
  await dismissAlert(page);
  await verifyFromMail(page, user);
}

/** Fills /signin (already open) and presses Sign In. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens /signin and signs in; waits until the app has left /signin. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/signin/);
}

/** Logout from the user menu in the top bar. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

/** No horizontal scroll: the page is no wider than the window. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

/** The non-member modal of a gated page (facts §1.3): "Welcome To {society}". */
export const membershipDialog = (page: Page) => page.getByRole('dialog', { name: `Welcome To ${SOCIETY_NAME}` });

/** the notice a gated page shows a non-member behind (and after) the modal */
export const membershipNotice = (page: Page) => page.getByRole('region', { name: 'Membership required' });

/**
 * Closes the membership modal a non-member meets on a gated page (/wallet, /transactions) with its × button, so the
 * chrome behind it can be used again; the page then shows the "Membership required" notice.
 */
export async function closeMembershipDialog(page: Page): Promise<void> {
  const dialog = membershipDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(membershipNotice(page)).toBeVisible();
}

/** Every naira amount on the page sits on one line: none wraps as "₦362,000." over "00". */
export async function expectAmountsOnOneLine(page: Page): Promise<void> {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/-?₦[\d,]+(?:\.\d+)?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) found.push(match[0]);
      }
    }
    return found;
  });
  expect(broken, `amounts broken across lines: ${broken.join(', ')}`).toEqual([]);
}
