// Benchmark (printed, never gating) against the built suite in Chromium:
//   1. /signin cold load: JS bytes transferred (gzip) per origin, a table of every chunk with what it holds
//      (from its source map), where the bytes go, library copies, any module fetched twice, timings;
//   2. the in-app switch /signin → /signup (time and what it fetches);
//   3. a signed-in member's cold load of /wallet (member home; if mfe-wallet is not built, the shell + fallback);
//   4. the switch /wallet → /product_financing, into the not-yet-loaded commerce remote: its JS (gzip) and time;
//   5. @coop/shared in each build: the core's bytes and each build's own kit bytes (gzip).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack.mjs';
import { ALL_REMOTES, ROOT, SHELL_PORT as DEFAULT_SHELL_PORT, presentRemotes } from '../../scripts/lib/workspace.mjs';
import { coldLoad, inAppNavigation } from './lib/pageLoad.mjs';
import { analyse, libraryCopies, printChunkTable, printDuplicates, printGroups, printSummary } from './lib/report.mjs';
import { printSharedBytes } from './lib/sharedReport.mjs';

const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 15000);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 16000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_KB = 150;
const MEMBER = { email: 'bench-member@finnacrest.local', password: 'Bench@member-12345' };

const offset = SHELL_PORT - DEFAULT_SHELL_PORT;
const owners = new Map([[SHELL_PORT, 'shell'], ...ALL_REMOTES.map((r) => [r.port + offset, r.dir])]);
const ownerOf = (url) => owners.get(Number(new URL(url).port)) ?? new URL(url).host;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-bench-'));
const stack = await startStack({
  shellPort: SHELL_PORT,
  apiPort: API_PORT,
  remotePortOffset: offset,
  apiOutput: 'ignore',
  apiEnv: {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SEED_DEMO_MEMBER_EMAIL: MEMBER.email,
    SEED_DEMO_MEMBER_PASSWORD: MEMBER.password,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (xs) => `median ${median(xs).toFixed(0)} ms`;
const signinReady = (page) => page.getByRole('button', { name: 'Sign In' }).waitFor();
const signupReady = (page) => page.getByRole('heading', { name: 'Sign Up', level: 1 }).waitFor();
// The member home: the wallet page, or the shell's fallback when mfe-wallet is not deployed; both are an h1 in <main>.
const walletReady = async (page) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.locator('main h1').first().waitFor();
};
const toSignup = (page, recorder) => inAppNavigation(page, recorder, page.getByRole('link', { name: 'New Member? Sign Up' }), signupReady, 'signup');
const signinLoad = () => coldLoad(browser, `${stack.shellUrl}/signin`, { ready: signinReady, mark: 'signin', then: toSignup });
const walletLoad = (storageState) => coldLoad(browser, `${stack.shellUrl}/wallet`, { ready: walletReady, mark: 'pageHeading', storageState });
const productsReady = (page) => page.getByRole('heading', { name: 'Product Finance', level: 1 }).waitFor();
const toProducts = (page, recorder) =>
  inAppNavigation(page, recorder, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products', exact: true }).first(), productsReady, 'productFinancing');
const walletThenProducts = (storageState) => coldLoad(browser, `${stack.shellUrl}/wallet`, { ready: walletReady, mark: 'pageHeading', storageState, then: toProducts });

async function memberSession() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.shellUrl}/signin`);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin')); // the member home
  const state = await context.storageState();
  await context.close();
  return state;
}

try {
  await signinLoad(); // warms the servers' gzip caches; not measured
  const signinRuns = [];
  for (let i = 0; i < RUNS; i += 1) signinRuns.push(await signinLoad());

  const session = await memberSession();
  await walletLoad(session);
  const walletRuns = [];
  for (let i = 0; i < RUNS; i += 1) walletRuns.push(await walletLoad(session));
  const commerceRuns = [];
  for (let i = 0; i < RUNS; i += 1) commerceRuns.push((await walletThenProducts(session)).then);
  const walletShows = walletRuns[0].responses.some((r) => ownerOf(r.url) === 'mfe-wallet') ? 'mfe-wallet' : 'the fallback: mfe-wallet not built';

  const signin = await analyse(signinRuns[0].responses, ownerOf);
  const total = printSummary('/signin cold load (Chromium, built suite, gzip)', signin, [
    `goal ≤ ${GOAL_KB} KB: ${signin.chunks.reduce((a, c) => a + c.bytes, 0) <= GOAL_KB * 1024 ? 'OK' : 'OVER'}`,
    `copies fetched: ${Object.entries(libraryCopies(signin)).map(([k, v]) => `${k}=${v}`).join(', ')} (each must be 1)`,
    `Sign In button in the DOM: ${ms(signinRuns.map((r) => r.readyMs))} after navigation start, over ${RUNS} cold loads`,
    `first contentful paint: ${ms(signinRuns.map((r) => r.nav.fcp ?? 0))}; DOMContentLoaded ${ms(signinRuns.map((r) => r.nav.domContentLoaded))}`,
  ]);
  printChunkTable(signin);
  printGroups(signin);
  printDuplicates(signin);

  const switchRun = await analyse(signinRuns[0].then.responses, ownerOf);
  printSummary('/signin → /signup in-app navigation (after the cold load)', switchRun, [
    `Sign Up heading in the DOM: ${ms(signinRuns.map((r) => r.then.readyMs))} after the click, over ${RUNS} runs`,
    ...switchRun.chunks.map((c) => `fetched ${c.owner}/${c.file} ${(c.bytes / 1024).toFixed(1)} KB`),
  ]);

  const wallet = await analyse(walletRuns[0].responses, ownerOf);
  printSummary(`/wallet cold load, signed in as a member (shows ${walletShows})`, wallet, [
    `copies fetched: ${Object.entries(libraryCopies(wallet)).map(([k, v]) => `${k}=${v}`).join(', ')}`,
    `page heading in the DOM: ${ms(walletRuns.map((r) => r.readyMs))} after navigation start, over ${RUNS} cold loads`,
    `first contentful paint: ${ms(walletRuns.map((r) => r.nav.fcp ?? 0))}`,
  ]);
  printChunkTable(wallet);
  printDuplicates(wallet);
  const commerce = await analyse(commerceRuns[0].responses, ownerOf);
  const commerceJs = commerce.chunks.filter((c) => c.owner === 'mfe-commerce').reduce((a, c) => a + c.bytes, 0);
  printSummary('/wallet → /product_financing in-app switch (the commerce remote not loaded before)', commerce, [
    `mfe-commerce JS fetched: ${(commerceJs / 1024).toFixed(1)} KB gzip; everything fetched: ${(commerce.chunks.reduce((a, c) => a + c.bytes, 0) / 1024).toFixed(1)} KB`,
    `Product Finance heading in the DOM: ${ms(commerceRuns.map((r) => r.readyMs))} after the click, over ${RUNS} runs`,
  ]);
  printChunkTable(commerce);
  const shared = printSharedBytes(['shell', ...presentRemotes().map((r) => r.dir)].map((dir) => ({ name: dir, dist: path.join(ROOT, dir, 'dist') })));
  console.log(`\nsummary: /signin ${(total / 1024).toFixed(1)} KB JS gzip (goal ≤ ${GOAL_KB} KB)`);
  console.log(`summary: /wallet → /product_financing ${(commerceJs / 1024).toFixed(1)} KB mfe-commerce JS gzip, ${ms(commerceRuns.map((r) => r.readyMs))}`);
  console.log(`summary: @coop/shared/core ${shared.core} gzip (the shell's, one on the page); kit per build: ${shared.kits}`);
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
