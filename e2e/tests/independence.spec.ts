// ARCHITECTURE §3: a remote ships on its own (a versioned folder + an edit of mf-config.json), and the rest
// of the app keeps working while a remote is down.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { RELEASES_DIR, RELEASES_URL, REMOTE_ORIGINS, ROOT } from '../support/env';
import { patchMfConfig } from '../support/mfConfig';
import { buildRemoteRelease, fingerprintTree } from '../support/release';
import { submitSignIn } from '../support/ui';

const UNAVAILABLE = 'This part of the app is not available right now';

test('a new mfe-auth release goes live by pointing mf-config.json at it; the shell is not rebuilt', async ({ page }) => {
  test.setTimeout(300_000);
  const label = `e2e-${Date.now().toString(36)}`;
  const outDir = path.join(RELEASES_DIR, 'mfe-auth', label);
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shellBefore = fingerprintTree(shellDist);

  try {
    await test.step('the release in use shows no label', async () => {
      await page.goto('/signin');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByText(/^Release:/)).toHaveCount(0);
    });

    await test.step(`mfe-auth is built into releases/mfe-auth/${label}`, async () => {
      await buildRemoteRelease('mfe-auth', outDir, label);
      expect(fs.existsSync(path.join(outDir, 'mf-manifest.json'))).toBe(true);
    });

    await test.step('mf-config.json names the new release; a reload shows it', async () => {
      const entry = `${RELEASES_URL}/mfe-auth/${label}/mf-manifest.json`;
      await patchMfConfig(page, (config) => ({
        ...config,
        remotes: config.remotes.map((remote) => (remote.name === 'mfe_auth' ? { ...remote, entry } : remote)),
      }));
      const fromRelease: string[] = [];
      const fromOldOrigin: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${RELEASES_URL}/mfe-auth/${label}/`)) fromRelease.push(response.url());
        if (response.url().startsWith(`${REMOTE_ORIGINS.mfe_auth}/`)) fromOldOrigin.push(response.url());
      });
      await page.reload();
      await expect(page.getByText(`Release: ${label}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(fromRelease.some((url) => /\/remoteEntry\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
      expect(fromOldOrigin).toEqual([]);
    });

    await test.step('the new release signs people in like the old one', async () => {
      const user = await createVerifiedMember('release');
      await submitSignIn(page, user.email, user.password);
      await expect(page).toHaveURL(/\/savings$/);
    });

    await test.step("no file of the shell's build changed", async () => {
      expect(fingerprintTree(shellDist)).toEqual(shellBefore);
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('with the mfe-auth origin down, /signin shows the fallback with Retry while / and /404 work; Retry loads the form once it is back', async ({ page }) => {
  const remoteOrigin = `${REMOTE_ORIGINS.mfe_auth}/**`;
  await page.route(remoteOrigin, (route) => route.abort('connectionrefused'));

  await page.goto('/signin');
  const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  await fallback.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saving and borrowing get easier when we do it together');

  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(fallback).toBeVisible();

  await page.unroute(remoteOrigin);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});

test('a remote missing from mf-config.json: its routes show the fallback inside the chrome, and the rest works', async ({ page }) => {
  await patchMfConfig(page, (config) => ({ ...config, remotes: config.remotes.filter((remote) => remote.name !== 'mfe_wallet') }));
  const user = await createVerifiedMember('not-deployed');
  await page.goto('/signin');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/savings$/);
  // members land on /savings (another remote, behind its membership dialog); the wallet's own route shows the fallback
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/wallet$/);

  const main = page.getByRole('main');
  const fallback = main.getByRole('alert').filter({ hasText: UNAVAILABLE });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Wallet')).toBeVisible();

  // Retry cannot conjure a remote that is not deployed: the fallback stays, the app does not break
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toBeVisible();

  // the chrome still navigates, and the notifications (the shell's own) still load
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Welcome to' })).toHaveCount(1);
});
