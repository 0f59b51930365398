// Benchmark (printed, never gating): /signin cold load in Chromium against the built suite.
// Prints JS bytes transferred (gzip) per origin, request count, load timings, and how many copies of
// react-dom / react-router / redux the page fetched (each must be exactly one), found through the
// chunks' source maps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack.mjs';

const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 15000);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 16000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// A library's "copy" is a chunk holding its main module; the same module in two fetched chunks is a duplicate.
const LIBRARIES = {
  'react-dom': /\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  'react-router': /\/react-router\/dist\/production\/(index|chunk-[^/]+)\.(js|mjs)$/,
  redux: /\/redux\/dist\/redux\.(legacy-esm\.js|mjs|cjs)$/,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-bench-'));
const stack = await startStack({
  shellPort: SHELL_PORT,
  apiPort: API_PORT,
  remotePortOffset: SHELL_PORT - 3000,
  apiOutput: 'ignore',
  apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function coldLoad() {
  const context = await browser.newContext(); // fresh context = empty cache
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize, status: response?.status() });
  });
  const started = performance.now();
  await page.goto(`${stack.shellUrl}/signin`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  const visibleMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const nav = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd, fcp: fcp?.startTime ?? null };
  });
  await context.close();
  return { responses, visibleMs, nav };
}

async function libraryCopies(jsUrls) {
  const copies = Object.fromEntries(Object.keys(LIBRARIES).map((k) => [k, 0]));
  for (const url of jsUrls) {
    const res = await fetch(`${url}.map`);
    if (!res.ok) continue;
    const map = await res.json();
    for (const [lib, pattern] of Object.entries(LIBRARIES)) {
      if (map.sources.some((s) => pattern.test(s))) copies[lib] += 1;
    }
  }
  return copies;
}

try {
  await coldLoad(); // warm the servers' gzip caches; not measured
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await coldLoad());
  const first = runs[0];
  const js = first.responses.filter((r) => r.type === 'script' || r.url.endsWith('.js'));
  const perOrigin = {};
  for (const r of js) perOrigin[new URL(r.url).origin] = (perOrigin[new URL(r.url).origin] ?? 0) + r.bytes;
  const totalJs = Object.values(perOrigin).reduce((a, b) => a + b, 0);
  const copies = await libraryCopies(js.map((r) => r.url));
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  console.log('\n/signin cold load (Chromium, built suite, gzip)');
  console.log(`  requests: ${first.responses.length} (${js.length} JS)`);
  for (const [origin, bytes] of Object.entries(perOrigin)) console.log(`  JS from ${origin}: ${(bytes / 1024).toFixed(1)} KB`);
  console.log(`  JS total: ${(totalJs / 1024).toFixed(1)} KB gzip (goal ≤ 150 KB) ${totalJs <= 150 * 1024 ? 'OK' : 'OVER'}`);
  console.log(`  copies fetched: ${Object.entries(copies).map(([k, v]) => `${k}=${v}`).join(', ')} (each must be 1)`);
  console.log(`  sign-in button visible: median ${median(runs.map((r) => r.visibleMs)).toFixed(0)} ms over ${RUNS} cold loads`);
  console.log(`  first contentful paint: median ${median(runs.map((r) => r.nav.fcp ?? 0)).toFixed(0)} ms; DOMContentLoaded ${median(runs.map((r) => r.nav.domContentLoaded)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
