// No amount breaks across lines (issue 26's polish): the member home's five stat cards at a desktop width beside the
// side nav, and on a 360 px phone, with six-figure balances.
import { expect, test } from '@playwright/test';
import { createPayingMember } from '../support/money';
import { expectAmountsOnOneLine, expectNoHorizontalScroll, signIn } from '../support/ui';
import { naira } from '../support/wallet';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 360, height: 740 },
]) {
  test(`the member home's amounts stay on one line at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const member = await createPayingMember(`amount-lines-${viewport.width}`, { funded: '362000' });
    await signIn(page, member.email, member.password);
    await expect(page.getByRole('main').getByRole('group', { name: 'Wallet Balance' })).toContainText(naira('362000'));
    await expectAmountsOnOneLine(page);
    await expectNoHorizontalScroll(page);
  });
}
