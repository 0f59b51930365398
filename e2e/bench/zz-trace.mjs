import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack.mjs';
import { installPaintMarks, readPaintMarks } from './lib/paintMarks.mjs';
import { phoneContext, throttlePage, throttleServiceWorkers } from './lib/phoneProfile.mjs';
import { WATCHES } from './lib/phoneWatches.mjs';
import { benchApiEnv } from './lib/benchApiEnv.mjs';
const MEMBER = { email: 'bench-member@finnacrest.local', password: 'Bench@member-12345' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-trace-'));
const stack = await startStack({ shellPort: 15500, apiPort: 16500, remotePortOffset: 12500, apiOutput: 'ignore', apiEnv: benchApiEnv(dataDir, MEMBER) });
const url = stack.shellUrl;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const workers = await throttleServiceWorkers(browser);
const RUN = Number(process.env.RUNS ?? 2);
try {
 for (let run = 0; run < RUN; run++) {
  const context = await phoneContext(browser);
  const paintOf = await installPaintMarks(context, WATCHES);
  const page = await context.newPage();
  await throttlePage(context, page);
  const log = [];
  context.on('requestfinished', async (req) => { const t = req.timing(); const resp = await req.response().catch(()=>null); log.push({ url: req.url().replace(/^http:\/\/[^/]+/, (m)=>m.split(':').pop()), start: t.startTime, end: t.startTime + t.responseEnd, sw: resp?.fromServiceWorker(), byW: !!req.serviceWorker() }); });
  await page.goto(`${url}/signin`, { waitUntil: 'commit' });
  const usable = await paintOf(page, 'signinUsable');
  await page.waitForTimeout(3000);
  const live = page.locator('#root');
  await live.getByLabel('Email').fill(MEMBER.email);
  await live.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  log.length = 0;
  await live.getByRole('button', { name: 'Sign In' }).click();
  const home = await paintOf(page, 'savingsFigures');
  const { click } = await readPaintMarks(page);
  const origin = await page.evaluate(() => performance.timeOrigin);
  console.log(`\n=== run ${run} signin usable ${usable.toFixed(0)}  sign in -> home ${(home - click).toFixed(0)} ms`);
  await page.waitForTimeout(500);
  for (const r of log.sort((a,b)=>a.start-b.start)) console.log(`${(r.start - origin - click).toFixed(0).padStart(6)} ${(r.end - origin - click).toFixed(0).padStart(6)} ${r.sw?'SW':'  '}${r.byW?'w':' '} ${r.url}`);
  await page.waitForTimeout(3000);
  log.length = 0;
  await page.goto(`${url}/savings`, { waitUntil: 'commit' });
  const ret = await paintOf(page, 'savingsFigures');
  const origin2 = await page.evaluate(() => performance.timeOrigin);
  console.log(`--- returning /savings ${ret.toFixed(0)} ms`);
  await page.waitForTimeout(500);
  for (const r of log.sort((a,b)=>a.start-b.start)) console.log(`${(r.start - origin2).toFixed(0).padStart(6)} ${(r.end - origin2).toFixed(0).padStart(6)} ${r.sw?'SW':'  '}${r.byW?'w':' '} ${r.url}`);
  await context.close();
 }
} finally { await browser.close(); await stack.stop(); fs.rmSync(dataDir, { recursive: true, force: true }); }
