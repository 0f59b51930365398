// Issue 27, "Remotes declare their routes": a remote adds a page and a menu item by deploying itself alone. A release
// of mfe-wallet built with COOP_DEMO_EXTRA_PAGE=1 carries them in its ./pages and pages-manifest.json; pointing
// mf-config.json at it shows them in the running shell, pointing back takes them away, and the shell is not rebuilt.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { RELEASES_DIR, RELEASES_URL, ROOT } from '../support/env';
import { patchMfConfig } from '../support/mfConfig';
import { buildPackage, fingerprintTree } from '../support/release';
import { membershipDialog, submitSignIn } from '../support/ui';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a wallet release with an extra page and menu item adds both to the running shell; pointing back removes them', async ({ page }) => {
  test.setTimeout(300_000);
  const label = `manifest-${Date.now().toString(36)}`;
  let restoreConfig = async (): Promise<void> => undefined;
  const outDir = path.join(RELEASES_DIR, 'mfe-wallet', label);
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shellBefore = fingerprintTree(shellDist);

  try {
    await test.step(`mfe-wallet is built with its extra page into releases/mfe-wallet/${label}`, async () => {
      await buildPackage('mfe-wallet', outDir, { COOP_DEMO_EXTRA_PAGE: '1' });
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'pages-manifest.json'), 'utf8')) as { routes: { path: string }[] };
      expect(manifest.routes.map((route) => route.path)).toContain('/extra-page');
    });

    await test.step('with the release in use, neither the page nor the item exists', async () => {
      const user = await createVerifiedMember('manifest');
      await page.goto('/signin');
      await submitSignIn(page, user.email, user.password);
      await expect(page).toHaveURL(/\/savings$/);
      await page.goto('/wallet');
      await expect(menu(page).getByRole('link', { name: 'Account' })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Extra page' })).toHaveCount(0);
      await page.goto('/extra-page');
      await expect(page).toHaveURL(/\/404$/);
    });

    await test.step('mf-config.json names the new release: after a reload the item leads to the page, inside the chrome', async () => {
      const entry = `${RELEASES_URL}/mfe-wallet/${label}/mf-manifest.json`;
      restoreConfig = await patchMfConfig(page, (config) => ({
        ...config,
        remotes: config.remotes.map((remote) => (remote.name === 'mfe_wallet' ? { ...remote, entry } : remote)),
      }));
      await page.goto('/wallet');
      // this member has not joined: /wallet opens with the membership dialog, closed here as a person would
      await membershipDialog(page).getByRole('button', { name: 'Close' }).click();
      const item = menu(page).getByRole('link', { name: 'Extra page' });
      await expect(item).toBeVisible();
      await item.click();
      await expect(page).toHaveURL(/\/extra-page$/);
      await expect(page.getByRole('main').getByRole('heading', { name: 'Extra page' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Extra page')).toBeVisible();
      await expect(item).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(/^Extra page · /);
    });

    await test.step('mf-config.json names the old release again: the page and the item are gone', async () => {
      await restoreConfig();
      await page.goto('/wallet');
      await expect(menu(page).getByRole('link', { name: 'Account' })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Extra page' })).toHaveCount(0);
      await page.goto('/extra-page');
      await expect(page).toHaveURL(/\/404$/);
    });

    await test.step("no file of the shell's build changed", async () => {
      expect(fingerprintTree(shellDist)).toEqual(shellBefore);
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
