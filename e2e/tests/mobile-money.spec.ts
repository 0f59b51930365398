// The money screens on a 360 px phone: no sideways scroll on /wallet (gated and not), /settings, /transactions and
// /account_statement, and the fund and withdraw dialogs fit the screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { createPayingMember, payingAccount } from '../support/money';
import { expectNoHorizontalScroll, membershipDialog, signIn } from '../support/ui';
import { checkoutDialog, expectWalletBalance } from '../support/wallet';

// as in mobile.spec.ts: not `isMobile`, whose wider layout viewport would hide a sideways scroll
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** The dialog lies within the window and nothing inside it scrolls sideways. */
async function expectFits(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'the dialog starts inside the window').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `the dialog ends inside the ${width}px window`).toBeLessThanOrEqual(width);
  // the dialog does not scroll sideways, and nothing in it reaches past its edges (a table may scroll in its own box)
  const outside = await dialog.evaluate((el) => {
    const edge = el.getBoundingClientRect();
    const scrollsOnItsOwn = (node: Element) => {
      for (let a = node.parentElement; a && a !== el; a = a.parentElement) if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    const problems = Array.from(el.querySelectorAll('*'))
      .filter((node) => {
        const r = node.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && (r.left < edge.left - 0.5 || r.right > edge.right + 0.5) && !scrollsOnItsOwn(node);
      })
      .map((node) => `${node.tagName} "${(node.textContent ?? '').slice(0, 30)}"`);
    if (el.scrollWidth > el.clientWidth) problems.push(`the dialog scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
    return problems;
  });
  expect(outside, 'nothing in the dialog reaches past its edges').toEqual([]);
  await expectNoHorizontalScroll(page);
}

test('a non-member at 360 px: the gated /wallet and /transactions fit, with the membership dialog', async ({ page }) => {
  const user = await createVerifiedMember('mobile-gate');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  await page.goto('/wallet');
  await expectFits(page, membershipDialog(page));
  await membershipDialog(page).getByRole('button', { name: 'Become a Member' }).click();
  const feeDialog = page.getByRole('dialog', { name: 'Registration Fee' });
  await expect(feeDialog.getByText(/^The registration fee is: ₦/)).toBeVisible();
  await expectFits(page, feeDialog);
  await feeDialog.getByRole('button', { name: 'Continue' }).click();
  await feeDialog.getByRole('radio', { name: 'Use new card' }).check();
  await expect(feeDialog.getByRole('region', { name: 'Card payment summary' }).getByRole('definition')).toHaveCount(3);
  await expectFits(page, feeDialog);

  await page.goto('/transactions');
  await expectFits(page, membershipDialog(page));
});

test('a member at 360 px: /wallet, /settings, /transactions and /account_statement fit, and so do the fund and withdraw dialogs', async ({ page }) => {
  const member = await createPayingMember('mobile-money', { funded: '5000', bank: payingAccount(), profile: true });
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/savings$/);
  await page.goto('/wallet');
  await expectWalletBalance(page, '5000.00');
  await expect(page.getByRole('table', { name: 'Wallet Table' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await test.step('the fund dialog, at both steps', async () => {
    await page.getByRole('button', { name: 'Add Fund' }).click();
    const fund = page.getByRole('dialog', { name: 'Fund Wallet' });
    await expectFits(page, fund);
    await fund.getByLabel('Enter Amount').fill('2500');
    await fund.getByRole('button', { name: 'Continue' }).click();
    await fund.getByRole('radio', { name: 'Use new card' }).check();
    await expect(fund.getByRole('region', { name: 'Card payment summary' }).getByRole('definition')).toHaveCount(3);
    await expectFits(page, fund);
    // and the card checkout framed over it
    await fund.getByRole('button', { name: 'Add Fund' }).click();
    await expect(checkoutDialog(page).frameLocator('iframe').getByLabel('Card number')).toBeVisible();
    await expectFits(page, checkoutDialog(page));
    await checkoutDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(checkoutDialog(page)).toBeHidden();
    await fund.getByRole('button', { name: 'Cancel' }).click();
    await expect(fund).toBeHidden();
  });

  await test.step('the withdraw dialog, with the bank account', async () => {
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw To Bank' });
    await expect(withdraw.getByRole('definition')).toHaveCount(3);
    await expectFits(page, withdraw);
    await withdraw.getByRole('button', { name: 'Cancel' }).click();
    await expect(withdraw).toBeHidden();
  });

  for (const [path, heading] of [
    ['/settings', 'Account'],
    ['/transactions', 'Transactions'],
    ['/account_statement', 'Account Statement'],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
      await expectNoHorizontalScroll(page);
    });
  }
});
