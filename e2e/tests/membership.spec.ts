// Becoming a member (facts §1.3, spec §4): the gate on /wallet, the registration fee paid with a new card in the
// sandbox checkout, the sign-out that follows, and the wallet a member then sees.
import { expect, test } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { SOCIETY_NAME } from '../support/env';
import { saveCardViaApi, signInViaApi, TEST_CARDS } from '../support/money';
import { closeMembershipDialog, membershipDialog, membershipNotice, signIn, signUpAndVerify, submitSignIn } from '../support/ui';
import { newUser } from '../support/users';
import { checkoutDialog, expectWalletBalance, payInCheckout } from '../support/wallet';

test('become a member: the gate on /savings → the registration fee by a new card → signed out → signed in again as a member', async ({ page }) => {
  const user = newUser('become-member');
  await signUpAndVerify(page, user);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);

  const dialog = membershipDialog(page);
  await test.step('the savings home is gated: the welcome dialog, and nothing of it behind it', async () => {
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('group', { name: 'Wallet Balance' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Become a Member' }).click();
  });

  await test.step('the fee the society set, then Continue', async () => {
    const feeDialog = page.getByRole('dialog', { name: 'Registration Fee' });
    await expect(feeDialog.getByText('The registration fee is: ₦2,000.00', { exact: true })).toBeVisible();
    await feeDialog.getByRole('button', { name: 'Continue' }).click();
    // a new member has an empty wallet: only a card can pay
    await expect(feeDialog.getByRole('radio', { name: 'Wallet' })).toBeDisabled();
    await feeDialog.getByRole('radio', { name: 'Use new card' }).check();
    await expect(feeDialog.getByRole('region', { name: 'Card payment summary' })).toContainText('₦2,000.00');
    await feeDialog.getByRole('button', { name: 'Make Payment' }).click();
  });

  await test.step('a new card in the sandbox checkout', async () => {
    await payInCheckout(page, TEST_CARDS.success);
    await expect(checkoutDialog(page)).toBeHidden();
  });

  await test.step('paid: the member is signed out so that the membership takes effect (spec §4)', async () => {
    const paid = page.getByRole('dialog', { name: 'Registration fee paid' });
    await expect(paid.getByRole('status')).toBeVisible();
    await paid.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for paying the registration fee. Please sign in again to continue as a member.' })).toBeVisible();
  });

  await test.step('signed in again: the savings home, with the wallet balance and no gate', async () => {
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/savings$/);
    await expectWalletBalance(page, '0.00');
    await expect(membershipDialog(page)).toHaveCount(0);
    await expect(membershipNotice(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Quick Save' })).toBeVisible();
  });
});

test('the gate: closing the dialog leaves a notice that reopens it, the chrome works, Escape closes it too', async ({ page }) => {
  const user = await createVerifiedMember('gate');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);

  await closeMembershipDialog(page);
  const notice = membershipNotice(page);
  await expect(notice).toContainText(`This page is for members of ${SOCIETY_NAME}`);

  await test.step('the notice reopens the dialog, and Escape closes it', async () => {
    await notice.getByRole('button', { name: 'View membership options' }).click();
    await expect(membershipDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(membershipDialog(page)).toBeHidden();
    await expect(notice).toBeVisible();
  });

  await test.step('with the dialog closed the chrome is usable: the side navigation opens /transactions, gated the same way', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(membershipDialog(page)).toBeVisible();
    await closeMembershipDialog(page);
  });

  await test.step("the dialog's Product Finance leads to a page open to everyone", async () => {
    await notice.getByRole('button', { name: 'View membership options' }).click();
    await membershipDialog(page).getByRole('link', { name: 'Product Finance' }).click();
    await expect(page).toHaveURL(/\/product_financing$/);
    await expect(membershipDialog(page)).toHaveCount(0);
  });
});

test('a card saved before joining (on /settings) pays the registration fee without a checkout', async ({ page }) => {
  const user = await createVerifiedMember('member-saved-card');
  await saveCardViaApi(await signInViaApi(user));
  await signIn(page, user.email, user.password);
  await membershipDialog(page).getByRole('button', { name: 'Become a Member' }).click();
  const feeDialog = page.getByRole('dialog', { name: 'Registration Fee' });
  await feeDialog.getByRole('button', { name: 'Continue' }).click();
  // the ₦100 of the card check is in the wallet, not enough for the fee
  await expect(feeDialog.getByRole('radio', { name: 'Wallet' })).toBeDisabled();
  await expect(feeDialog.getByText('Balance ₦100.00: not enough for ₦2,000.00. Fund your wallet or pay by card.')).toBeVisible();
  await feeDialog.getByRole('radio', { name: 'Visa •••• 4081' }).check();
  await expect(feeDialog.getByRole('region', { name: 'Card payment summary' }).getByRole('definition')).toHaveText(['₦2,000.00', '₦30.00', '₦2,030.00']);
  await feeDialog.getByRole('button', { name: 'Make Payment' }).click();
  await expect(checkoutDialog(page)).toHaveCount(0);
  const paid = page.getByRole('dialog', { name: 'Registration fee paid' });
  await expect(paid.getByRole('status')).toBeVisible();
  // left alone, the app signs the new member out by itself
  await expect(page).toHaveURL(/\/signin$/, { timeout: 15_000 });
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  await expectWalletBalance(page, '100.00');
  await expect(membershipDialog(page)).toHaveCount(0);
});
