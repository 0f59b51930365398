// Benchmark (printed, never gating) of issue 29, "Phone-first": the built suite in Chromium on Lighthouse's mobile
// profile (lib/phoneProfile.mjs: 412×823 phone, 150 ms, 1.6 Mbps down, 750 kbps up, CPU 4× slower), each load in a
// fresh context (empty cache), BENCH_RUNS runs (default 5), medians with min–max:
//   - `/`: the landing headline painted;
//   - a first session: a cold `/signin` (the form painted, the Sign In button usable, the JS fetched before it), sign in
//     (to the member home /savings with its figures), then the menu to /wallet and /loan, each until its figures show,
//     ~1 s idle between steps as a person would take; every byte the context received (pages and service workers);
//   - that member returning: a full load of /savings in the same context (its HTTP cache, and any service worker).
// BENCH_BASELINE_ROOT=<another built checkout> measures that checkout's suite too (its own stack, on other ports), the
// two taking turns run by run, and prints Before | After | Target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { recordContextBytes, totals } from './lib/contextBytes.mjs';
import { settle } from './lib/pageLoad.mjs';
import { installPaintMarks, readPaintMarks } from './lib/paintMarks.mjs';
import { CPU_SLOWDOWN, NETWORK, PHONE, phoneContext, throttlePage, throttleServiceWorkers } from './lib/phoneProfile.mjs';
import { ROWS, medianOf, phoneTable } from './lib/phoneTable.mjs';
import { WATCHES } from './lib/phoneWatches.mjs';
import { recordFigure } from './lib/results.mjs';
import { benchApiEnv } from './lib/benchApiEnv.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SHELL_PORT = Number(process.env.BENCH_PHONE_SHELL_PORT ?? 15300);
const API_PORT = Number(process.env.BENCH_PHONE_API_PORT ?? 16300);
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT;
const IDLE_MS = 1000; // a person reading or typing between steps: idle-time prefetches happen, and are counted
const MEMBER = { email: 'bench-member@finnacrest.local', password: 'Bench@member-12345' };
const HERE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Starts the built suite of the checkout at `root` on `shellPort` (remotes at +1…+5) with a seeded member. */
async function startSuite(root, shellPort, apiPort) {
  const { startStack } = await import(pathToFileURL(path.join(root, 'scripts', 'lib', 'stack.mjs')).href);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-phone-bench-'));
  const stack = await startStack({
    shellPort,
    apiPort,
    remotePortOffset: shellPort - 3000,
    apiOutput: 'ignore',
    apiEnv: benchApiEnv(dataDir, MEMBER),
  });
  return {
    url: stack.shellUrl,
    stop: async () => {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const workers = await throttleServiceWorkers(browser);

/** A fresh phone context (empty cache) with the watches, and a throttled page in it. */
async function phonePage() {
  const createdAt = Date.now();
  const context = await phoneContext(browser);
  const paintOf = await installPaintMarks(context, WATCHES);
  const recorder = recordContextBytes(context);
  const page = await context.newPage();
  await throttlePage(context, page);
  return { context, page, paintOf, recorder, createdAt };
}

const idle = async (recorder) => {
  await settle(recorder);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  await settle(recorder);
};

async function landing(url) {
  const { context, page, paintOf } = await phonePage();
  try {
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    return { landing_headline_ms: await paintOf(page, 'headline') };
  } finally {
    await context.close();
  }
}

/** Opens the phone's menu (a drawer below 768 px) and follows its `label` link, as a person would. */
async function viaMenu(page, label) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label, exact: true }).click();
}

async function firstSessionThenReturn(url) {
  const { context, page, paintOf, recorder, createdAt } = await phonePage();
  try {
    await page.goto(`${url}/signin`, { waitUntil: 'commit' });
    const painted = await paintOf(page, 'signinPainted');
    const usable = await paintOf(page, 'signinUsable');
    const usableAt = await page.evaluate((ms) => performance.timeOrigin + ms, usable);
    const beforeUsable = totals(recorder.responses.filter((r) => r.startedAt <= usableAt));
    await idle(recorder);

    const live = page.locator('#root');
    await live.getByLabel('Email').fill(MEMBER.email);
    await live.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await live.getByRole('button', { name: 'Sign In' }).click();
    const home = await paintOf(page, 'savingsFigures');
    const { click } = await readPaintMarks(page);
    await idle(recorder);

    await viaMenu(page, 'Wallet');
    await paintOf(page, 'walletFigures');
    await idle(recorder);
    await viaMenu(page, 'Loan');
    await paintOf(page, 'loanFigures');
    await idle(recorder);
    const session = totals(recorder.responses);
    // what this context's service worker fetched before the bench's throttle reached it (see lib/phoneProfile.mjs)
    const throttledAt = workers.throttledAt.find((t) => t >= createdAt) ?? Infinity;
    session.unthrottledWorkerBytes = totals(recorder.responses.filter((r) => r.byWorker && r.startedAt < throttledAt)).bytes;

    const sessionEnd = recorder.responses.length;
    await page.goto(`${url}/savings`, { waitUntil: 'commit' }); // the same member, another day: a full load
    const returning = await paintOf(page, 'savingsFigures');
    await settle(recorder);
    const returnLoad = totals(recorder.responses.slice(sessionEnd));
    return {
      figures: {
        signin_painted_ms: painted,
        signin_usable_ms: usable,
        signin_js_kb: beforeUsable.jsBytes / 1024,
        signin_to_home_ms: home - click,
        session_kb: session.bytes / 1024,
        session_js_kb: session.jsBytes / 1024,
        returning_savings_ms: returning,
      },
      session,
      beforeUsable,
      returnLoad,
      unsized: recorder.unsized,
    };
  } finally {
    await context.close();
  }
}

const suites = [];
const loadAtStart = os.loadavg()[0];
try {
  suites.push({ name: 'after', root: HERE, ...(await startSuite(HERE, SHELL_PORT, API_PORT)) });
  if (BASELINE_ROOT) suites.unshift({ name: 'before', root: path.resolve(BASELINE_ROOT), ...(await startSuite(path.resolve(BASELINE_ROOT), SHELL_PORT + 100, API_PORT + 100)) });
  const figures = Object.fromEntries(suites.map((s) => [s.name, Object.fromEntries(ROWS.map((r) => [r.key, []]))]));
  const sessions = Object.fromEntries(suites.map((s) => [s.name, []]));
  const signins = Object.fromEntries(suites.map((s) => [s.name, []]));
  const returns = Object.fromEntries(suites.map((s) => [s.name, []]));
  let unsized = 0;

  for (const suite of suites) {
    await landing(suite.url); // warms the static servers' gzip caches and the API; not measured
    await firstSessionThenReturn(suite.url);
  }
  for (let i = 0; i < RUNS; i += 1) {
    for (const suite of suites) {
      figures[suite.name].landing_headline_ms.push((await landing(suite.url)).landing_headline_ms);
      const run = await firstSessionThenReturn(suite.url);
      for (const [key, value] of Object.entries(run.figures)) figures[suite.name][key].push(value);
      sessions[suite.name].push(run.session);
      signins[suite.name].push(run.beforeUsable);
      returns[suite.name].push(run.returnLoad);
      unsized += run.unsized;
      process.stdout.write(`  run ${i + 1}/${RUNS} ${suite.name}: ${Object.entries(run.figures).map(([k, v]) => `${k}=${v.toFixed(k.endsWith('_ms') ? 0 : 1)}`).join(' ')}\n`);
    }
  }

  const kbps = (bytesPerS) => `${((bytesPerS * 8) / 1024).toFixed(0)} kbps`;
  console.log(`\nPhone-first (issue 29): Chromium, ${PHONE.viewport.width}×${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}×, touch, mobile UA; CDP throttling ${NETWORK.latency} ms, ${kbps(NETWORK.downloadThroughput)} down, ${kbps(NETWORK.uploadThroughput)} up, CPU ${CPU_SLOWDOWN}× slower; fresh context per cold run`);
  console.log(`median of ${RUNS} runs (min–max)${BASELINE_ROOT ? `; Before = ${path.resolve(BASELINE_ROOT)}, After = ${HERE}, taking turns` : ''}; load average ${loadAtStart.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end (1 min; ${os.cpus().length} cores)\n`);
  for (const line of phoneTable(figures.after, figures.before)) console.log(line);
  for (const suite of suites) {
    const s = sessions[suite.name][0];
    const b = signins[suite.name][0];
    console.log(
      `\n${suite.name}: /signin before the Sign In button (run 1): ${b.requests} requests, ${(b.jsBytes / 1024).toFixed(1)} KB JS, ` +
        `of which ${(b.workerJsBytes / 1024).toFixed(1)} KB fetched by a service worker`,
    );
    console.log(
      `${suite.name}: first session (run 1): ${s.requests} requests (HTTP-cache hits included), ${(s.bytes / 1024).toFixed(1)} KB bodies (+${(s.headerBytes / 1024).toFixed(1)} KB of response headers, not counted), ` +
        `of which ${(s.workerBytes / 1024).toFixed(1)} KB fetched by a service worker (${(s.unthrottledWorkerBytes / 1024).toFixed(1)} KB of it before its throttle); ` +
        `${s.servedByWorker} page requests answered by a service worker (not counted again)`,
    );
    const r = returns[suite.name][0];
    console.log(
      `${suite.name}: the returning /savings (run 1): ${r.requests} requests (HTTP-cache hits included), ${(r.bytes / 1024).toFixed(1)} KB (${(r.workerBytes / 1024).toFixed(1)} KB by a service worker), ` +
        `${r.servedByWorker} answered by a service worker`,
    );
  }
  console.log('\nBytes: every response the context received over the network, its pages and its service workers (Playwright context events; the encoded body,');
  console.log("CDP's encodedDataLength less the headers), so gzip as sent; HTTP-cache hits and page requests a worker answered are 0. JS: script requests and *.js.");
  console.log(`Painted: the element visible, in the frame after a MutationObserver first saw it (double requestAnimationFrame); usable: the live Sign In button in #root, enabled.`);
  console.log(`Service workers throttled: ${workers.throttled}, ${workers.how}${workers.failed ? `; ${workers.failed} gone before` : ''}${unsized ? `; ${unsized} responses without sizes counted as 0` : ''}.`);

  for (const row of ROWS) {
    for (const suite of suites) {
      const key = `web.phone.${suite.name === 'before' ? 'before.' : ''}${row.key}`;
      const value = medianOf(figures[suite.name][row.key]);
      recordFigure(key, Number(value.toFixed(row.unit === 'ms' ? 0 : 1)), `${row.measure} (${suite.name}), phone profile, median of ${RUNS}`);
    }
  }
} finally {
  await browser.close();
  for (const suite of suites) await suite.stop();
}
