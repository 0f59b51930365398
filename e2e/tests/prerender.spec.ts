// The prerendered pages (shared/mf/prerender.cjs, scripts/lib/prerender/): the landing's headline and the sign-in
// form are in the document itself, painted before any JS runs; what a member types into the copy before the code
// arrives is kept when the live page replaces it, and the live form then signs them in.
import { expect, test } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { holdRequests } from '../support/network';

test.describe('without any JS', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing shows its headline and the sign-in form shows its fields, with Sign In not yet usable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Saving and borrowing get easier when we do it together' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute('href', '/signup');

    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
    // a native submit would put the password in the address: the copy's button waits for the live page
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    await page.goto('/signup');
    await expect(page.getByLabel('First Name')).toBeVisible();
  });
});

test('what the member typed before the code arrived is kept when the live page takes over, and signs them in', async ({ page }) => {
  const user = await createVerifiedMember('prerender');
  // the remotes' containers held: the shell cannot run the sign-in page's code until released
  const held = await holdRequests(page, /\/remoteEntry(\.[0-9a-f]{10})?\.js$/);
  // the document carries the config, the remotes' pages manifests and mfe-auth's federation manifest: the start asks
  // for none of them
  const startRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(mf-config|pages-manifest|mf-manifest)\.json$/.test(new URL(request.url()).pathname)) startRequests.push(request.url());
  });
  await page.goto('/signin', { waitUntil: 'commit' });
  const copy = page.locator('[data-prerender]').filter({ has: page.getByRole('heading', { name: 'Sign In' }) });
  await expect(copy).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

  held.release();
  await expect(copy).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(user.password);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  const authManifest = await page.evaluate(() => (JSON.parse(document.getElementById('coop-mf-config')?.textContent ?? '{}') as { remotes: { name: string; entry: string }[] }).remotes.find((r) => r.name === 'mfe_auth')?.entry);
  expect(authManifest).toMatch(/mf-manifest\.json$/);
  // (the member home's remote is fetched ahead once the form is on screen: its manifest is not the start's)
  expect(startRequests.filter((url) => !/\/mf-manifest\.json$/.test(new URL(url).pathname) || url === authManifest)).toEqual([]);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test("a page without a prerendered copy gets no copy, but carries the config and its remote's manifest and preloads its code", async ({ request }) => {
  const wallet = await (await request.get('/wallet')).text();
  expect(wallet).not.toContain('data-prerender');
  expect(wallet).toContain('<script type="application/json" id="coop-mf-config">');
  const container = wallet.match(/<link rel="preload" href="([^"]*\/remoteEntry\.[0-9a-f]{10}\.js)" as="script">/)?.[1];
  expect(container).toBeDefined();
  const carried = JSON.parse(wallet.match(/<script type="application\/json" id="coop-mf-manifests">([^<]*)<\/script>/)?.[1] ?? '{}');
  const [entry, manifest] = Object.entries(carried)[0] as [string, { name: string; metaData: { remoteEntry: { name: string } } }];
  expect(manifest.name).toBe('mfe_wallet');
  expect(new URL(manifest.metaData.remoteEntry.name, entry).href).toBe(container);
  const signin = await (await request.get('/signin')).text();
  expect(signin).toContain('<div id="root" hidden></div>');
});
