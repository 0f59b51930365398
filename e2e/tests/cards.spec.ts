// My Cards on /settings (facts §3.10, §4.7): a card saved by the ₦100 test charge (which lands in the wallet), offered
// when funding, then removed after the confirmation.
import { expect, test } from '@playwright/test';
import { createPayingMember, TEST_CARDS } from '../support/money';
import { dismissAlert, expectAlert, signIn } from '../support/ui';
import { checkoutDialog, expectWalletBalance, payInCheckout } from '../support/wallet';

test('add a card with the ₦100 test charge, see it offered when funding, then delete it', async ({ page }) => {
  const member = await createPayingMember('cards');
  await signIn(page, member.email, member.password);
  await page.goto('/settings');
  const myCards = page.getByRole('region', { name: 'My Cards' });
  await expect(myCards.getByText('You have no saved cards yet')).toBeVisible();

  await test.step('Add New Card: ₦100 (+ ₦1.50 card fee) on the card that asks for an OTP', async () => {
    await myCards.getByRole('button', { name: 'Add New Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Card' });
    await expect(dialog.getByText('A sum of 100 will be charged for card test. The ₦100 goes into your wallet.')).toBeVisible();
    await expect(dialog.getByText('This card will be saved for future payments.')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Card payment summary' }).getByRole('definition')).toHaveText(['₦100.00', '₦1.50', '₦101.50']);
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    await payInCheckout(page, TEST_CARDS.otp);
    await expect(checkoutDialog(page)).toBeHidden();
    await expectAlert(page, 'Success', 'Your card has been added. The ₦100.00 verification charge is in your wallet.');
    await dismissAlert(page);
  });

  const card = myCards.getByRole('listitem', { name: 'Verve 506066******6666' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('TEST BANK');

  await test.step('the ₦100 is in the wallet, and the card is offered when funding', async () => {
    await page.goto('/wallet');
    await expectWalletBalance(page, '100.00');
    await page.getByRole('button', { name: 'Add Fund' }).click();
    const fund = page.getByRole('dialog', { name: 'Fund Wallet' });
    await fund.getByLabel('Enter Amount').fill('500');
    await fund.getByRole('button', { name: 'Continue' }).click();
    await expect(fund.getByRole('radio', { name: 'Verve •••• 6666' })).toBeVisible();
    await fund.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('Delete Card asks first, then removes it', async () => {
    await page.goto('/settings');
    await card.getByRole('button', { name: /^Delete Card / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Card' });
    await expect(confirm.getByText('Are you sure you want to remove this card?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(card).toHaveCount(0);
    await expect(myCards.getByText('You have no saved cards yet')).toBeVisible();
  });
});
