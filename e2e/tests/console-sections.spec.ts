// Every section of the console on a 360 px phone, as an SA opens it from the Sections menu: it shows, nothing scrolls
// sideways (tables become cards or scroll in their own box), and axe finds no WCAG 2 A/AA violation.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { SEED_ADMIN } from '../support/env';
import { expectNoHorizontalScroll, signIn } from '../support/ui';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const SECTIONS = [
  { title: 'Approvals', path: '/approvals' },
  { title: 'Members', path: '/members' },
  { title: 'Savings', path: '/savings' },
  { title: 'Loans', path: '/loans' },
  { title: 'Shop', path: '/shop' },
  { title: 'Investments', path: '/investments' },
  { title: 'Money', path: '/money' },
  { title: 'Settings', path: '/settings' },
  { title: 'Audit trail', path: '/audit' },
  { title: 'Administrators', path: '/administrators' },
];

test('every console section fits a 360 px phone and is axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const settled = async () => {
    // the section's own content, not only the shell's heading: nothing is loading any more
    await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(page.getByText(/^Loading /)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  };
  await test.step('Overview', settled);
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  for (const { title, path } of SECTIONS) {
    await test.step(title, async () => {
      await sections.getByRole('button', { name: /^Sections/ }).click();
      await sections.getByRole('link', { name: new RegExp(`^${title}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard${path}$`));
      await settled();
    });
  }
});
