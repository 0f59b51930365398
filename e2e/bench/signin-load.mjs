// Benchmark (printed, never gating) against the built suite in Chromium:
//   1. /signin cold load: JS bytes transferred (gzip) per origin, a table of every chunk with what it holds
//      (from its source map), where the bytes go, library copies, any module fetched twice, timings;
//   2. the in-app switch /signin → /signup (time and what it fetches), and /signin → sign in → the member home
//      /savings in mfe-savings (a remote not loaded before): click to heading, both times and their ratio;
//   3. a signed-in member's cold load of /wallet (member home; if mfe-wallet is not built, the shell + fallback);
//   4. the switch /wallet → /product_financing, into the not-yet-loaded commerce remote: its JS (gzip) and time;
//   5. @coop/shared in each build: the core's bytes and each build's own kit bytes (gzip).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack.mjs';
import { ALL_REMOTES, ROOT, SHELL_PORT as DEFAULT_SHELL_PORT, presentRemotes } from '../../scripts/lib/workspace.mjs';
import { coldLoad, inAppNavigation, splitAtReady } from './lib/pageLoad.mjs';
import { analyse, floorOf, libraryCopies, printChunkTable, printDuplicates, printGroups, printSummary } from './lib/report.mjs';
import { recordFigure } from './lib/results.mjs';
import { printSharedBytes } from './lib/sharedReport.mjs';
import { benchApiEnv } from './lib/benchApiEnv.mjs';

const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 15000);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 16000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_KB = 160;
const SWITCH_GOAL = 2;
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
  apiEnv: benchApiEnv(dataDir, MEMBER),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
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
const savingsReady = (page) => page.getByRole('heading', { name: 'Savings', level: 1 }).waitFor();
// Signs in from the cold /signin (after it settled: the idle prefetch, if any, is done, as it is for a person typing)
const signIn = (page, recorder) =>
  inAppNavigation(page, recorder, { click: async () => {
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  } }, savingsReady, 'savings');
const signinThenHome = () => coldLoad(browser, `${stack.shellUrl}/signin`, { ready: signinReady, mark: 'signin', then: signIn });
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
  const homeRuns = [];
  for (let i = 0; i < RUNS; i += 1) homeRuns.push(await signinThenHome());

  const session = await memberSession();
  await walletLoad(session);
  const walletRuns = [];
  for (let i = 0; i < RUNS; i += 1) walletRuns.push(await walletLoad(session));
  const commerceRuns = [];
  for (let i = 0; i < RUNS; i += 1) commerceRuns.push((await walletThenProducts(session)).then);
  const walletShows = walletRuns[0].responses.some((r) => ownerOf(r.url) === 'mfe-wallet') ? 'mfe-wallet' : 'the fallback: mfe-wallet not built';

  // /signin's bytes are what was requested until the Sign In button was in the DOM; what the shell fetches after
  // that, when the browser is idle (the member home's remote entry, the chrome, the alert modal), is listed apart.
  const signinSplit = splitAtReady(signinRuns[0]);
  const signin = await analyse(signinSplit.before, ownerOf);
  const prefetched = await analyse(signinSplit.after, ownerOf);
  const prefetchedJs = prefetched.chunks.reduce((a, c) => a + c.bytes, 0);
  const { floor, above } = floorOf(signin, 'mfe-auth');
  const signinJs = signin.chunks.reduce((a, c) => a + c.bytes, 0);
  const total = printSummary('/signin cold load (Chromium, built suite, gzip; requests started before the Sign In button was in the DOM)', signin, [
    `goal ≤ ${GOAL_KB} KB: ${signin.chunks.reduce((a, c) => a + c.bytes, 0) <= GOAL_KB * 1024 ? 'OK' : 'OVER'}`,
    `copies fetched: ${Object.entries(libraryCopies(signin)).map(([k, v]) => `${k}=${v}`).join(', ')} (at most 1 each: ${Object.values(libraryCopies(signin)).every((n) => n <= 1) ? 'OK' : 'OVER'}; redux-saga is fetched once the form is shown)`,
    `Sign In button in the DOM: ${ms(signinRuns.map((r) => r.readyMs))} after navigation start, over ${RUNS} cold loads`,
    `first contentful paint: ${ms(signinRuns.map((r) => r.nav.fcp ?? 0))}; DOMContentLoaded ${ms(signinRuns.map((r) => r.nav.domContentLoaded))}`,
    `floor: ${kb(floor)} = React + react-dom + router + MF/webpack runtime + the sign-in form itself (all of mfe-auth); above it: ${kb(signinJs - floor)} (${above.filter(([, n]) => n >= 256).map(([g, n]) => `${g} ${kb(n)}`).join(', ')})`,
  ]);
  printChunkTable(signin);
  printGroups(signin);
  printDuplicates(signin);
  console.log(`\n  fetched after the form was ready, when the browser was idle (low-priority prefetch, not counted above): ${kb(prefetchedJs)} JS gzip`);
  for (const c of prefetched.chunks) console.log(`    ${c.owner}/${c.file} ${kb(c.bytes)}`);

  const switchRun = await analyse(signinRuns[0].then.responses, ownerOf);
  printSummary('/signin → /signup in-app navigation (after the cold load)', switchRun, [
    `Sign Up heading in the DOM: ${ms(signinRuns.map((r) => r.then.readyMs))} after the click, over ${RUNS} runs`,
    ...switchRun.chunks.map((c) => `fetched ${c.owner}/${c.file} ${(c.bytes / 1024).toFixed(1)} KB`),
  ]);

  const warm = median(signinRuns.map((r) => r.then.readyMs));
  const cold = median(homeRuns.map((r) => r.then.readyMs));
  const homeSwitch = await analyse(homeRuns[0].then.responses, ownerOf);
  printSummary('/signin → sign in → /savings (mfe-savings, not loaded before the click; its entry and exposes prefetched when /signin was idle)', homeSwitch, [
    `Savings heading in the DOM: median ${cold.toFixed(0)} ms after the Sign In click (includes the login request), over ${RUNS} runs`,
    `ratio /signin → /savings (another remote) ÷ /signin → /signup (same remote): ${(cold / warm).toFixed(2)}× (${cold.toFixed(0)} / ${warm.toFixed(0)} ms; goal ≤ ${SWITCH_GOAL}×: ${cold / warm <= SWITCH_GOAL ? 'OK' : 'OVER'})`,
  ]);
  printChunkTable(homeSwitch);

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
  console.log(`\nsummary: /signin ${(total / 1024).toFixed(1)} KB JS gzip (goal ≤ ${GOAL_KB} KB), floor ${kb(floor)}; ${kb(prefetchedJs)} more prefetched once the form was ready`);
  console.log(`summary: /signin → /savings (not-yet-loaded remote) ${cold.toFixed(0)} ms ÷ /signin → /signup (loaded) ${warm.toFixed(0)} ms = ${(cold / warm).toFixed(2)}× (goal ≤ ${SWITCH_GOAL}×)`);
  recordFigure('web.signin_js_gzip_kb', Number((total / 1024).toFixed(1)), `/signin cold JS gzip in Chromium (before the form was ready), floor ${kb(floor)}`);
  recordFigure('web.remote_cold_ms', Math.round(cold), `/signin → sign in → /savings (mfe-savings not loaded before), median of ${RUNS}`);
  recordFigure('web.remote_warm_ms', Math.round(warm), `/signin → /signup (mfe-auth already loaded), median of ${RUNS}`);
  console.log(`summary: /wallet → /product_financing ${(commerceJs / 1024).toFixed(1)} KB mfe-commerce JS gzip, ${ms(commerceRuns.map((r) => r.readyMs))}`);
  console.log(`summary: @coop/shared/core ${shared.core} gzip (the shell's, one on the page); kit per build: ${shared.kits}`);
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
