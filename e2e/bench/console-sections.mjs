// Benchmark (printed, never gating) of the back office's console against the built suite in Chromium: an SA's cold
// load of /dashboard (JS gzip as transferred, by origin), then, from the loaded overview, each section opened from the
// section navigation: the JS it fetched (what opening that section costs) and the time from the click until the
// network went quiet. Finally a pasted deep link (/dashboard/loans/{id}) loaded cold.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack.mjs';
import { ALL_REMOTES, SHELL_PORT as DEFAULT_SHELL_PORT } from '../../scripts/lib/workspace.mjs';
import { isJs, recordResponses, settle } from './lib/pageLoad.mjs';
import { recordFigure } from './lib/results.mjs';

const SHELL_PORT = Number(process.env.BENCH_CONSOLE_SHELL_PORT ?? 17000);
const API_PORT = Number(process.env.BENCH_CONSOLE_API_PORT ?? 18000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SA = { email: 'bench-sa@finnacrest.local', password: 'Bench@sa-12345' };
const SECTIONS = ['Approvals', 'Members', 'Savings', 'Loans', 'Shop', 'Investments', 'Money', 'Settings', 'Audit trail', 'Administrators'];

const offset = SHELL_PORT - DEFAULT_SHELL_PORT;
const owners = new Map([[SHELL_PORT, 'shell'], ...ALL_REMOTES.map((r) => [r.port + offset, r.dir])]);
const ownerOf = (url) => owners.get(Number(new URL(url).port)) ?? new URL(url).host;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** JS bytes (gzip, as transferred) of `responses`, in all and by origin */
function jsBytes(responses) {
  const byOwner = {};
  let all = 0;
  for (const r of responses.filter(isJs)) {
    byOwner[ownerOf(r.url)] = (byOwner[ownerOf(r.url)] ?? 0) + r.bytes;
    all += r.bytes;
  }
  return { all, byOwner };
}
const ownersText = (byOwner) => Object.entries(byOwner).map(([o, b]) => `${o} ${kb(b)}`).join(', ') || 'nothing new';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-bench-console-'));
const stack = await startStack({
  shellPort: SHELL_PORT,
  apiPort: API_PORT,
  remotePortOffset: offset,
  apiOutput: 'ignore',
  apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED_ADMIN_EMAIL: SA.email, SEED_ADMIN_PASSWORD: SA.password, RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function adminSession() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.shellUrl}/signin`);
  await page.getByLabel('Email').fill(SA.email);
  await page.getByLabel('Password', { exact: true }).fill(SA.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** a cold load of `url` (empty cache) until the network is quiet; then `then(page, recorder)` */
async function coldConsole(session, url, then) {
  const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = recordResponses(page);
  try {
    const started = performance.now();
    await page.goto(url);
    await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
    await settle(recorder);
    const load = { ms: performance.now() - started - 500, js: jsBytes(recorder.responses) };
    return { load, then: then ? await then(page, recorder) : undefined };
  } finally {
    await context.close();
  }
}

/** each section opened from the overview's section navigation: the JS it fetched and the time until the network was quiet */
async function openEachSection(page, recorder) {
  const opened = {};
  for (const title of SECTIONS) {
    const before = recorder.responses.length;
    const started = performance.now();
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await settle(recorder);
    opened[title] = { ms: performance.now() - started - 500, js: jsBytes(recorder.responses.slice(before)) };
  }
  return opened;
}

try {
  const session = await adminSession();
  await coldConsole(session, `${stack.shellUrl}/dashboard`); // warms the servers' gzip caches; not measured
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await coldConsole(session, `${stack.shellUrl}/dashboard`, openEachSection));
  const loanId = await (async () => {
    const api = `http://127.0.0.1:${API_PORT}/api`;
    const login = await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SA) }).then((r) => r.json());
    const reply = await fetch(`${api}/admin/loans?status=all`, { headers: { authorization: `Bearer ${login.user.token}` } }).then((r) => r.json());
    return reply.data?.[0]?.id ?? 1;
  })();
  const deep = [];
  for (let i = 0; i < RUNS; i += 1) deep.push(await coldConsole(session, `${stack.shellUrl}/dashboard/loans/${loanId}`));

  const first = runs[0];
  console.log(`\nConsole: cold load of /dashboard as an SA (median of ${RUNS}): ${kb(first.load.js.all)} JS gzip (${ownersText(first.load.js.byOwner)}), quiet after ${median(runs.map((r) => r.load.ms)).toFixed(0)} ms`);
  recordFigure('console.cold.jsGzipBytes', first.load.js.all, '/dashboard cold, SA');
  console.log('\nEach section opened from the overview (in-app; JS it fetched, gzip; time from the click until the network was quiet, median):');
  console.log('| Section | JS fetched | by origin | ms |');
  console.log('|---|---|---|---|');
  for (const title of SECTIONS) {
    const js = first.then[title].js;
    const ms = median(runs.map((r) => r.then[title].ms));
    console.log(`| ${title} | ${kb(js.all)} | ${ownersText(js.byOwner)} | ${ms.toFixed(0)} |`);
    recordFigure(`console.section.${title}.jsGzipBytes`, js.all, 'opened from the overview');
  }
  console.log(`\nA pasted /dashboard/loans/${loanId}, cold: ${kb(deep[0].load.js.all)} JS gzip (${ownersText(deep[0].load.js.byOwner)}), quiet after ${median(deep.map((r) => r.load.ms)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
