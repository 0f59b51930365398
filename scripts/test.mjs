// `npm test`: Chromium (installed when missing and possible), install, the build with type-check and lint beside it, the API
// suite on PGlite (the machine's Node) and, beside it, on a throwaway PostgreSQL server (Node 24, production's runtime)
// when the binaries exist; jest in every other package (each one runs even when an earlier one failed) and the scripts'
// own tests (scripts/test/) as soon as the first of those passes ends; then Playwright against the built suite, with
// `prod:check` (the production topology on loopback, its journey and fault runs) beside it.
import { install, log, pnpm, ROOT, run } from './lib/workspace.mjs';
import { buildAll } from './lib/build.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNode24 } from './lib/node24.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const results = [];
async function step(name, fn) {
  const started = Date.now();
  log(`▶ ${name}`);
  try {
    await fn();
    results.push({ name, ok: true, ms: Date.now() - started });
  } catch (error) {
    results.push({ name, ok: false, ms: Date.now() - started, error: error.message });
    log(`✖ ${name}: ${error.message}`);
  }
}

try {
  await ensureChromium({ log });
} catch (error) {
  log(`✖ ${error.message}`);
  process.exit(1);
}
// prod:check and the nginx configuration's test (scripts/test/nginx-config.test.mjs) need Debian's nginx; without it
// they fail (prod:check) or skip (the test) saying so, and everything else still runs
await ensureNginx({ log }).catch((error) => log(`✖ ${error.message}`));
await install();
// initdb and the server's start overlap the build (a few seconds of mostly waiting on the disk)
const startingPostgres = startThrowawayPostgres({ log }).then(
  (server) => ({ server }),
  (error) => ({ error }),
);
// Type-check and lint read sources only (the API contract is imported from api/src), so they run beside the build:
// webpack leaves one core idle much of the time, and lint is single-threaded.
await Promise.all([
  step('build', () => buildAll()),
  (async () => {
    await step('type-check', () => pnpm(['-r', '--if-present', 'run', 'typecheck']));
    await step('lint', () => run('npm', ['run', 'lint']));
  })(),
]);
// The API suite's two passes run as two jest processes side by side (api/jest.config.cjs, --selectProjects): PGlite
// on the machine's Node, PostgreSQL on Node 24, two workers each. The PostgreSQL pass waits on the server and on its
// load tests' timers more than it computes (about 470 s of CPU in 1,320 s with one worker, the longest step of CI), so
// a second worker overlaps those waits; the PGlite pass is CPU-bound. Each starts its longest files first
// (api/test/helpers/timings.json when jest has no cache). Every file that runs on both databases runs on both Nodes.
// Each file's CPU and wall seconds go to .cache/api-test-timings.jsonl (`node api/test/helpers/timings.mjs
// .cache/api-test-timings.jsonl` refreshes the order).
const API_WORKERS = { pglite: 2, postgres: 2 };
const API_TIMINGS = path.join(ROOT, '.cache', 'api-test-timings.jsonl');

/** one API pass on the given Node binary: its jest project (`both`: the config holds the two) */
function apiPass(project, node, { both = true, env = {} } = {}) {
  const jest = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js'];
  return run(node, [...jest, ...(both ? ['--selectProjects', project] : []), '--maxWorkers', String(API_WORKERS[project])], {
    cwd: path.join(ROOT, 'api'),
    env: { CI: 'true', COOP_TEST_TIMINGS: API_TIMINGS, ...env },
  });
}

/** the other packages' jest, then the scripts' own tests */
async function otherSuites() {
  await step('jest (every other package)', () =>
    // two packages at a time: jest gives each run one worker on a 2-core machine (cores - 1)
    pnpm(['-r', '--no-bail', '--if-present', '--workspace-concurrency=2', '--filter', '!e2e', '--filter', '!@coop/api', 'run', 'test'], { env: { CI: 'true' } }),
  );
  await step("the scripts' own tests (the README's release command, the bench summary, the remote generator, the lint boundaries)", () =>
    run(process.execPath, ['--test', 'scripts/test/']),
  );
}

const nodeVersion = (binary) => (binary === process.execPath ? process.version : `v${execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '')}`);

const { server: pg, error: pgError } = await startingPostgres;
if (pgError) results.push({ name: 'PostgreSQL server', ok: false, ms: 0, error: `did not start: ${pgError.message}` });
fs.mkdirSync(path.dirname(API_TIMINGS), { recursive: true });
fs.rmSync(API_TIMINGS, { force: true });
if (pg) {
  let node24 = null;
  try {
    node24 = ensureNode24({ log });
  } catch (error) {
    results.push({ name: 'Node 24 for the API suite on PostgreSQL', ok: false, ms: 0, error: error.message });
  }
  const env = { TEST_DATABASE_URL: pg.url, TEST_BOTH_DATABASES: 'true' };
  const passes = [
    step(`API suite on PGlite (Node ${nodeVersion(process.execPath)})`, () => apiPass('pglite', process.execPath, { env })),
    node24 && step(`API suite on PostgreSQL (Node ${nodeVersion(node24)})`, () => apiPass('postgres', node24, { env })),
  ].filter(Boolean);
  // the pass that ends first frees its core(s) for the other packages' suites, instead of idling until both have ended
  await Promise.all([Promise.all(passes).finally(() => pg.stop()), Promise.race(passes).then(otherSuites)]);
} else {
  if (!pgError) log('no PostgreSQL binaries found: the API suite runs on PGlite only');
  await step(`API suite on PGlite (Node ${nodeVersion(process.execPath)})`, () => apiPass('pglite', process.execPath, { both: false }));
  if (!pgError) results.push({ name: 'API suite on PostgreSQL', ok: true, ms: 0, skipped: true });
  await otherSuites();
}
const built = results.find((r) => r.name === 'build')?.ok;
// prod:check waits much of its time (instances draining and restarting, PostgreSQL down, webhooks held back), so it runs
// beside Playwright instead of after it. Its ports are its own.
const prodCheck = built
  ? step('prod:check (the production topology: nginx, two API instances on Node 24, PostgreSQL, SMTP, the Paystack fake; journey and fault runs)', () =>
      run(process.execPath, ['scripts/prod-check.mjs']),
    )
  : Promise.resolve(results.push({ name: 'prod:check', ok: false, ms: 0, error: 'not run: the build failed' }));
if (built) {
  await step('Playwright (e2e)', () => pnpm(['--filter', 'e2e', 'run', 'test']));
} else {
  results.push({ name: 'Playwright (e2e)', ok: false, ms: 0, error: 'not run: the build failed' });
}

await prodCheck;

log('summary');
for (const r of results) {
  const mark = r.skipped ? '–' : r.ok ? '✔' : '✖';
  log(`  ${mark} ${r.name} (${(r.ms / 1000).toFixed(1)} s)${r.skipped ? ' skipped: no PostgreSQL binaries' : ''}${r.error ? `: ${r.error}` : ''}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
