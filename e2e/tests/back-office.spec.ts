// The back office (issue 24), as the society's officers use it, on a desktop and on a 360 px phone: the SA appoints a
// member as ADMIN; that ADMIN has no Administrators section and proposes a higher dual-approval threshold; the SA
// approves it; the audit trail names who did each; a pasted loan link opens that loan. The threshold is society-wide,
// so this runs after the other flows (playwright.config.ts) and one viewport after the other.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { CONSOLE_VIEWPORTS, openSection, signedInPage } from '../support/console';
import { SEED_ADMIN } from '../support/env';
import { apiGet, signInViaApi } from '../support/money';
import { expectNoHorizontalScroll } from '../support/ui';
import { fullName, type TestUser } from '../support/users';

test.describe.configure({ mode: 'serial', timeout: 180_000 });


async function expectSectionShown(page: Page, path: string, crumb: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(crumb);
}

/** ₦ with the en-NG grouping the API's summaries use: 612345 → "₦612,345.00" */
const naira = (whole: number) => `₦${whole.toLocaleString('en-NG')}.00`;

for (const { name, viewport, phone } of CONSOLE_VIEWPORTS) {
  test(`the SA appoints an ADMIN, who proposes a weaker control that the SA approves, all in the audit trail (${name})`, async ({ browser }) => {
    const appointee: TestUser = await createVerifiedMember('officer');
    const sa = await signedInPage(browser, viewport, SEED_ADMIN);
    await expect(sa).toHaveURL(/\/dashboard$/);
    const settingsBefore = (await apiGet(await signInViaApi(SEED_ADMIN), 'admin/settings')).settings as Record<string, string>;
    // always above the threshold in force (a retry starts from whatever the last try left), so setting it back lowers it
    const threshold = Math.floor(Number(settingsBefore.dual_approval_above)) + 100_000 + Math.floor(Math.random() * 300_000);

    await test.step('the SA appoints a verified member as ADMIN, with their own password', async () => {
      await openSection(sa, 'Administrators', phone);
      await expectSectionShown(sa, 'administrators', 'Administrators');
      const form = sa.getByRole('form', { name: 'Appoint an administrator' });
      await form.getByLabel('E-mail of the account').fill(appointee.email);
      await form.getByLabel('Role').selectOption('ADMIN');
      await form.getByLabel('Your password').fill(SEED_ADMIN.password);
      await form.getByRole('button', { name: 'Appoint' }).click();
      const row = sa.getByRole('row').filter({ hasText: appointee.email });
      await expect(row).toContainText('Administrator');
      await expect(row).toContainText('by Society Administrator');
      if (phone) await expectNoHorizontalScroll(sa);
      await expectNoAxeViolations(sa);
    });

    const officer = await signedInPage(browser, viewport, appointee);
    await test.step('the new ADMIN lands on the console and has no Administrators section', async () => {
      await expect(officer).toHaveURL(/\/dashboard$/);
      const nav = officer.getByRole('navigation', { name: 'Console sections' });
      if (phone) await nav.getByRole('button', { name: /^Sections/ }).click();
      await expect(nav.getByRole('link', { name: /^Settings/ })).toBeVisible();
      await expect(nav.getByRole('link', { name: /^Administrators/ })).toHaveCount(0);
      await officer.goto('/dashboard/administrators');
      await expect(officer).toHaveURL(/\/dashboard$/);
    });

    await test.step('the ADMIN raises the dual-approval threshold: a proposal, the setting unchanged', async () => {
      await openSection(officer, 'Settings', phone);
      await expectSectionShown(officer, 'settings', 'Settings');
      const form = officer.getByRole('form', { name: 'Society settings' });
      await form.getByLabel('Second administrator must disburse loans above (₦)').fill(String(threshold));
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(form.getByRole('status')).toContainText(`to ${naira(threshold)}`);
      const waiting = officer.getByRole('list', { name: 'Proposed settings changes' }).getByRole('listitem').filter({ hasText: naira(threshold) });
      await expect(waiting).toContainText('Proposed by you');
      await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      if (phone) await expectNoHorizontalScroll(officer);
      const now = (await apiGet(await signInViaApi(SEED_ADMIN), 'admin/settings')).settings as Record<string, string>;
      expect(now.dual_approval_above).toBe(settingsBefore.dual_approval_above);
    });

    await test.step('the SA approves it under Approvals, and the setting changes', async () => {
      await sa.reload();
      await openSection(sa, 'Approvals', phone);
      await expectSectionShown(sa, 'approvals', 'Approvals');
      const proposal = sa.getByRole('listitem').filter({ hasText: naira(threshold) });
      await expect(proposal).toContainText(`Proposed by ${fullName(appointee)}`);
      await proposal.getByRole('button', { name: 'Approve' }).click();
      await expect(sa.getByRole('listitem').filter({ hasText: naira(threshold) })).toHaveCount(0);
      const now = (await apiGet(await signInViaApi(SEED_ADMIN), 'admin/settings')).settings as Record<string, string>;
      expect(Number(now.dual_approval_above)).toBe(threshold);
      if (phone) await expectNoHorizontalScroll(sa);
      await expectNoAxeViolations(sa);
    });

    await test.step('the audit trail shows the three acts with who did them', async () => {
      await openSection(sa, 'Audit', phone);
      await expectSectionShown(sa, 'audit', 'Audit');
      const trail = sa.getByRole('main');
      // other flows' administrators act at the same time: each row is found by what only this test did
      await expect(trail.getByRole('listitem').filter({ hasText: 'proposals.approve' }).filter({ hasText: naira(threshold) }).first()).toContainText('Society Administrator');
      await expect(trail.getByRole('listitem').filter({ hasText: 'settings.propose' }).filter({ hasText: fullName(appointee) }).first()).toBeVisible();
      await expect(trail.getByRole('listitem').filter({ hasText: 'administrators.appoint' }).filter({ hasText: fullName(appointee) }).first()).toContainText('Society Administrator');
      if (phone) await expectNoHorizontalScroll(sa);
      await expectNoAxeViolations(sa);
    });

    await test.step('a pasted /dashboard/loans/{id} opens that loan', async () => {
      const { data } = (await apiGet(await signInViaApi(SEED_ADMIN), 'admin/loans?status=all')) as { data?: { id: number }[] };
      const loans = data ?? [];
      expect(loans.length).toBeGreaterThan(0);
      const id = loans[0].id;
      await officer.goto(`/dashboard/loans/${id}`);
      await expect(officer.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Loan ${id}`);
      await expect(officer).toHaveTitle(new RegExp(`Loan ${id}`));
      if (phone) await expectNoHorizontalScroll(officer);
    });

    await test.step('the SA sets the threshold back: a tighter control applies at once', async () => {
      await openSection(sa, 'Settings', phone);
      const form = sa.getByRole('form', { name: 'Society settings' });
      await form.getByLabel('Second administrator must disburse loans above (₦)').fill(settingsBefore.dual_approval_above);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(form.getByRole('status')).toHaveText('Settings saved');
    });
    await sa.context().close();
    await officer.context().close();
  });
}
