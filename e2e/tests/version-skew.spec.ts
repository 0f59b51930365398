// Independent deploys survive the kit (ARCHITECTURE §5): each remote runs with the kit it was built with, and the
// one @coop/shared/core is the shell's, whichever minor of the same major the remote was built against.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RELEASES_DIR, RELEASES_URL, ROOT } from '../support/env';
import { createPayingMember } from '../support/money';
import { patchMfConfig } from '../support/mfConfig';
import { buildPackage } from '../support/release';
import { buildShellWithCore, coreCopies, NEWER_KIT_NOTE, serveShell, sharedCopyWithNewerKit } from '../support/skew';
import { expectAlert, logOut, submitSignIn } from '../support/ui';
import { expectWalletBalance } from '../support/wallet';

const SHELL_CORE = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).coreVersion as string;
const [MAJOR, MINOR] = SHELL_CORE.split('.').map(Number);
const NEWER_CORE = `${MAJOR}.${MINOR + 1}.0`;
const PRE_CHECK = 'Please Update your profile and bank account to continue';

const scratch = (label: string) => path.join(ROOT, 'e2e', '.scratch', label);
const label = (what: string) => `skew-${what}-${Date.now().toString(36)}`;

/**
 * A paid member signs in on `origin` (mfe-auth's page), sees /wallet (mfe-wallet's page), and Withdraw without a bank
 * account alerts and moves to /settings from mfe-wallet's code: the alert is the shell's modal, and the move is the
 * shell's router (no page load), so the remote reached the shell's store and navigator through the one core.
 */
async function signInAndUseTheWallet(page: Page, origin: string): Promise<void> {
  const member = await createPayingMember('skew', { funded: '2500' });
  await page.goto(`${origin}/signin`);
  await submitSignIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/savings$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expectWalletBalance(page, '2500.00');

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('button', { name: 'Withdraw' }).click();
  await expectAlert(page, 'Error', PRE_CHECK);
  await expect(page).toHaveURL(/\/settings$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test(`mfe-wallet built against a newer kit and core ${NEWER_CORE} runs with its own kit on the shell's core ${SHELL_CORE}, beside mfe-auth`, async ({ page }) => {
  test.setTimeout(300_000);
  const release = label('wallet');
  const outDir = path.join(RELEASES_DIR, 'mfe-wallet', release);
  const work = scratch(release);

  try {
    await test.step(`mfe-wallet is built against a copy of @coop/shared with a newer kit and core ${NEWER_CORE}`, async () => {
      await buildPackage('mfe-wallet', outDir, { COOP_SHARED_DIR: sharedCopyWithNewerKit(work, NEWER_CORE) });
    });

    await patchMfConfig(page, (config) => ({
      ...config,
      remotes: config.remotes.map((remote) => (remote.name === 'mfe_wallet' ? { ...remote, entry: `${RELEASES_URL}/mfe-wallet/${release}/mf-manifest.json` } : remote)),
    }));

    await test.step("the session, the shell's alert and its router work from the new remote", async () => {
      await signInAndUseTheWallet(page, '');
    });

    await test.step('/wallet shows what only the newer kit has', async () => {
      await page.goto('/wallet');
      await expectWalletBalance(page, '2500.00');
      await expect(page.getByRole('main').getByText(NEWER_KIT_NOTE).first()).toBeVisible();
    });

    await test.step(`one core is loaded: the shell's ${SHELL_CORE}; the remote's ${NEWER_CORE} stays unused`, async () => {
      const copies = await coreCopies(page);
      expect(copies.filter((copy) => copy.loaded)).toEqual([{ version: SHELL_CORE, from: 'shell', loaded: true }]);
      expect(copies).toContainEqual({ version: NEWER_CORE, from: 'mfe_wallet', loaded: false });
    });

    await test.step('mfe-auth, built with the workspace kit, still signs people out and in', async () => {
      await logOut(page);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByText(NEWER_KIT_NOTE)).toHaveCount(0);
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
});

test(`remotes built against core ${SHELL_CORE} work with a shell whose core is the newer ${NEWER_CORE}`, async ({ page }) => {
  test.setTimeout(300_000);
  const work = scratch(label('shell'));
  const dist = path.join(work, 'dist');
  let shell: Awaited<ReturnType<typeof serveShell>> | undefined;

  try {
    await test.step(`the shell is built with core ${NEWER_CORE} and served on a port of its own`, async () => {
      await buildShellWithCore(dist, NEWER_CORE);
      shell = await serveShell(dist);
    });

    await test.step("mfe-auth and mfe-wallet, built against the older minor, use the newer shell's session, alert and router", async () => {
      await signInAndUseTheWallet(page, shell!.url);
    });

    await test.step(`one core is loaded: the shell's ${NEWER_CORE}`, async () => {
      const copies = await coreCopies(page);
      expect(copies.filter((copy) => copy.loaded)).toEqual([{ version: NEWER_CORE, from: 'shell', loaded: true }]);
      expect(copies).toContainEqual({ version: SHELL_CORE, from: 'mfe_wallet', loaded: false });
    });
  } finally {
    await shell?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
