// The back office, part 2 (issue 25), as an officer uses it on a desktop and on a 360 px phone: find a member, open
// their file, suspend them (their open tab is signed out with the society's words), reactivate them; download the
// trial balance as CSV; send a notice to a segment that the member then sees among their notifications.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CONSOLE_VIEWPORTS, openSection, signedInPage } from '../support/console';
import { SEED_ADMIN } from '../support/env';
import { createPayingMember, type Member } from '../support/money';
import { expectNoHorizontalScroll, signIn } from '../support/ui';
import { fullName } from '../support/users';

test.describe.configure({ timeout: 180_000 });

const SUSPENDED = 'Your account is suspended. Please contact the society.';


async function openMemberFile(admin: Page, member: Member, phone: boolean): Promise<void> {
  await openSection(admin, 'Members', phone);
  await admin.getByRole('search', { name: 'Find members' }).getByLabel('Search members').fill(member.email);
  await admin.getByRole('link', { name: fullName(member) }).click();
  await expect(admin).toHaveURL(/\/dashboard\/members\/\d+$/);
  await expect(admin.getByRole('region', { name: fullName(member) })).toContainText(member.email);
}

for (const { name, viewport, phone } of CONSOLE_VIEWPORTS) {
  test(`an officer suspends and reactivates a member from their file, and the member's open tab is told why (${name})`, async ({ browser }) => {
    const member = await createPayingMember(phone ? 'file-phone' : 'file', { funded: '5000' });
    const admin = await signedInPage(browser, viewport, SEED_ADMIN);
    const memberTab = await signedInPage(browser, viewport, member);

    await test.step('the officer finds the member and opens their file: balances as the member sees them', async () => {
      await openMemberFile(admin, member, phone);
      await expect(admin.getByRole('region', { name: 'Balances' })).toContainText('₦5,000.00');
      if (phone) await expectNoHorizontalScroll(admin);
      await expectNoAxeViolations(admin);
    });

    await test.step('suspending asks for a reason, then the member’s open tab is signed out with the message', async () => {
      const actions = admin.getByRole('region', { name: 'Actions' });
      await actions.getByRole('button', { name: 'Suspend' }).click();
      const dialog = admin.getByRole('dialog', { name: `Suspend ${fullName(member)}` });
      await dialog.getByLabel('Reason for suspending').fill('Card fraud reported by the member’s bank');
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await expect(admin.getByRole('region', { name: fullName(member) })).toContainText('Suspended');
      await expect(admin.getByRole('region', { name: fullName(member) })).toContainText('Card fraud reported');

      await memberTab.reload();
      await expect(memberTab).toHaveURL(/\/signin/);
      await expect(memberTab.getByRole('status').filter({ hasText: SUSPENDED })).toBeVisible();
    });

    await test.step('signing in again is refused with the same words', async () => {
      await memberTab.getByLabel('Email').fill(member.email);
      await memberTab.getByLabel('Password', { exact: true }).fill(member.password);
      await memberTab.getByRole('button', { name: 'Sign In' }).click();
      await expect(memberTab.getByText(SUSPENDED).first()).toBeVisible();
      await expect(memberTab).toHaveURL(/\/signin/);
    });

    await test.step('the officer reactivates the account and the member signs in again', async () => {
      await admin.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Reactivate' }).click();
      await expect(admin.getByRole('region', { name: fullName(member) })).toContainText('Active');
      await signIn(memberTab, member.email, member.password);
      await expect(memberTab).not.toHaveURL(/\/signin/);
    });
    await admin.context().close();
    await memberTab.context().close();
  });

  test(`an officer sends a notice to one member's segment, who sees it in their notifications (${name})`, async ({ browser }) => {
    const member = await createPayingMember(phone ? 'notice-phone' : 'notice');
    const admin = await signedInPage(browser, viewport, SEED_ADMIN);
    const title = `AGM on Saturday ${Date.now().toString(36)}`;

    await test.step('the officer writes the notice, sees how many it will reach, and sends it', async () => {
      await openSection(admin, 'Notices', phone);
      const form = admin.getByRole('form', { name: 'Write a notice' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Message').fill('The annual general meeting is at the society hall at 10 am.');
      await form.getByLabel('Search members').fill(member.email);
      await expect(form).toContainText('This notice will reach 1 member');
      if (phone) await expectNoHorizontalScroll(admin);
      await expectNoAxeViolations(admin);
      await form.getByRole('button', { name: 'Review and send' }).click();
      await admin.getByRole('dialog', { name: 'Send this notice?' }).getByRole('button', { name: 'Send notice' }).click();
      await expect(form.getByRole('status')).toContainText('1 member');
    });

    await test.step('the member finds it in their notifications', async () => {
      const page = await signedInPage(browser, viewport, member);
      await expect(async () => {
        await page.reload();
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(title, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      if (phone) await expectNoHorizontalScroll(page);
      await page.context().close();
    });
    await admin.context().close();
  });

  test(`an officer downloads the trial balance as CSV and its totals agree (${name})`, async ({ browser }) => {
    const admin = await signedInPage(browser, viewport, SEED_ADMIN);
    await openSection(admin, 'Reports', phone);
    await expect(admin).toHaveURL(/\/dashboard\/reports/);
    await expect(admin.getByRole('tab', { name: 'Trial balance' })).toHaveAttribute('aria-selected', 'true');
    const report = admin.getByRole('tabpanel', { name: 'Trial balance' });
    await expect(report.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    if (phone) await expectNoHorizontalScroll(admin);
    await expectNoAxeViolations(admin);
    const [download] = await Promise.all([admin.waitForEvent('download'), report.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^trial-balance.*\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    // as_of,section,key,label,…,debit,credit: the totals line's last two cells are equal
    const total = csv.split(/\r?\n/).find((line) => /^[^,]*,"?total"?,/.test(line));
    expect(total, 'the CSV has a totals line').toBeTruthy();
    const [debit, credit] = (total ?? '').split(',').slice(-2).map((cell) => cell.replace(/"/g, ''));
    expect(Number(debit)).toBeGreaterThan(0);
    expect(debit).toBe(credit);
    await admin.context().close();
  });
}
