// `npm run prod:check`: the production topology on loopback (scripts/prod-check/topology.mjs: nginx with deploy/nginx,
// two API instances on Node 24 with NODE_ENV=production, PostgreSQL, an SMTP capture, the Paystack fake), a member's
// journey through nginx in Chromium (e2e/prod/journey.spec.ts), then the fault runs (scripts/prod-check/faults/, when
// present) and their table. Exits 1 when the journey fails, or a fault run lost a request, applied one twice or
// left the ledger unbalanced. Everything it started is stopped on success, failure and Ctrl-C.
// Builds first when a build is missing (`--build`: rebuild what changed, as `npm run build` does); `--journey-only`
// leaves the fault runs out; `--keep` keeps the run's folder (every process's log, the rendered nginx files).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { install, log, presentRemotes, ROOT } from './lib/workspace.mjs';
import { killAllChildren, startChild, stopChild } from './prod-check/children.mjs';
import { formatFaultTable, rowProblems } from './prod-check/faultTable.mjs';
import { paystackFakeAvailable, FAKE_RUNNER } from './prod-check/paystackFake.mjs';
import { phaseClock } from './prod-check/phases.mjs';
import { startTopology } from './prod-check/topology.mjs';

const FAULTS = path.join(ROOT, 'scripts', 'prod-check', 'faults', 'index.mjs');
const PLAYWRIGHT = path.join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright');
const clock = phaseClock();
const problems = [];
let topology = null;
let journey = null;

function buildMissing() {
  const outputs = ['api/dist/main.js', 'shell/dist/index.html', ...presentRemotes().map((r) => `${r.dir}/dist/mf-manifest.json`)];
  return outputs.filter((file) => !fs.existsSync(path.join(ROOT, file)));
}

/** stops the journey and the topology once, whoever asks first (the run's end or Ctrl-C); later callers wait for it */
let tearingDown = null;
function teardown() {
  tearingDown ??= (async () => {
    if (journey) await stopChild(journey);
    if (topology) await clock.time('teardown', () => topology.stop());
    killAllChildren();
  })();
  return tearingDown;
}

// Ctrl-C: everything running is stopped now; the run then ends at its next step and exits 130
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping everything prod:check started`);
    void teardown();
  });
}
process.on('exit', killAllChildren);

function runJourney(t) {
  return new Promise((resolve) => {
    const child = (journey = startChild(PLAYWRIGHT, ['test', '-c', 'playwright.prod.config.ts'], {
      cwd: path.join(ROOT, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        PROD_BASE_URL: t.baseUrl,
        PROD_MAIL_URL: t.smtp.inboxUrl,
        PROD_PAYSTACK_URL: t.paystack.url,
        PROD_ADMIN_EMAIL: t.admin.email,
        PROD_ADMIN_PASSWORD: t.admin.password,
      },
    }));
    child.once('exit', (code) => {
      journey = null;
      resolve(code === 0);
    });
  });
}

/** the ledger-check CLI on the run's database, as an operator runs it: every movement so far balanced */
function ledgerCheck(t) {
  const result = spawnSync(t.node, [path.join(ROOT, 'api', 'dist', 'cli', 'ledger-check.js')], {
    cwd: ROOT,
    env: { ...t.apiEnv, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const report = `${result.stdout}${result.stderr}`.trim();
  log(report.split('\n')[0] || 'the ledger check printed nothing');
  if (result.status !== 0) problems.push(`the ledger check after the journey failed:\n${report}`);
}

async function main() {
  const missing = buildMissing();
  if (missing.length || process.argv.includes('--build')) {
    await clock.time('build', async () => {
      if (missing.length) log(`not built yet (${missing.join(', ')}): building`);
      if (!fs.existsSync(path.join(ROOT, 'node_modules'))) await install();
      await buildAll();
    });
  }
  await ensureChromium({ log });
  if (interrupted) return;
  const withPaystack = paystackFakeAvailable();
  if (!withPaystack) problems.push(`${path.relative(ROOT, FAKE_RUNNER)} is missing: the card and bank steps cannot pass`);

  topology = await clock.time('topology up', () => startTopology({ log, paystack: withPaystack, keepFiles: process.argv.includes('--keep'), timed: (name, ms) => clock.record(`  ${name}`, ms) }));
  if (interrupted) return;
  log(`the topology is up: ${topology.baseUrl} (nginx) → ${topology.apis.map((api) => api.url).join(', ')}; logs in ${topology.logDir}`);

  const journeyPassed = await clock.time('journey (Playwright, through nginx)', () => runJourney(topology));
  if (interrupted) return;
  if (!journeyPassed) problems.push('the journey failed (its steps are printed above)');
  await clock.time('ledger check', () => ledgerCheck(topology));

  if (process.argv.includes('--journey-only')) {
    log('--journey-only: no fault runs');
  } else if (fs.existsSync(FAULTS)) {
    const { default: runFaults } = await import(FAULTS);
    const rows = await clock.time('fault runs', () => runFaults(topology, log));
    console.log(`\n${formatFaultTable(rows).join('\n')}\n`);
    for (const row of rows) for (const problem of rowProblems(row)) problems.push(`${row.name}: ${problem}`);
  } else {
    log(`no fault runs yet (${path.relative(ROOT, FAULTS)} is missing)`);
  }
  await providerContract(topology);
}

/** every request the instances sent Paystack must fit its published description (the fake checks each one) */
async function providerContract(t) {
  if (!t.paystack.pid) return;
  const violations = await t.paystack.violations();
  log(`requests to the Paystack fake outside Paystack's published description: ${violations.length}`);
  if (violations.length) problems.push(`${violations.length} request(s) to Paystack broke its published description:\n${JSON.stringify(violations.slice(0, 5), null, 2)}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  log(`prod:check could not finish: ${error.stack ?? error.message}`);
} finally {
  await teardown();
  // a topology that came up after Ctrl-C had begun the teardown (stop() is one and the same for every caller)
  await topology?.stop();
}
console.log(`\nprod:check phases:\n${clock.lines().map((line) => `  ${line}`).join('\n')}`);
if (interrupted) {
  log('interrupted: everything it started is stopped');
  process.exit(130);
}
for (const problem of problems) log(`✗ ${problem}`);
if (failed || problems.length) process.exit(1);
log('prod:check passed');
