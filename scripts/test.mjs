// `npm test`: Chromium (installed when missing and possible), install, the build with type-check and lint beside it, the API
// suite on PGlite and again on a throwaway PostgreSQL server (when the binaries exist) in one jest run, jest in every
// other package (each one runs even when an earlier one failed), the scripts' own tests (scripts/test/), then
// Playwright against the built suite.
import { install, log, pnpm, run } from './lib/workspace.mjs';
import { buildAll } from './lib/build.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { ensureChromium } from './lib/chromium.mjs';

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
// Both API passes in ONE jest run (two projects, jest.config.cjs) on two workers: jest hands out the files of either
// pass longest first, so both cores stay busy until the end. (Two runs side by side, the PGlite one in a single
// worker, left a core idle for the PGlite run's last twenty minutes.)
const { server: pg, error: pgError } = await startingPostgres;
if (pgError) results.push({ name: 'PostgreSQL server', ok: false, ms: 0, error: `did not start: ${pgError.message}` });
if (pg) {
  await step('API suite on PGlite and PostgreSQL', () =>
    pnpm(['--filter', '@coop/api', 'run', 'test'], { env: { TEST_DATABASE_URL: pg.url, TEST_BOTH_DATABASES: 'true', CI: 'true' } }),
  ).finally(() => pg.stop());
} else {
  if (!pgError) log('no PostgreSQL binaries found: the API suite runs on PGlite only');
  await step('API suite on PGlite', () => pnpm(['--filter', '@coop/api', 'run', 'test'], { env: { CI: 'true' } }));
  if (!pgError) results.push({ name: 'API suite on PostgreSQL', ok: true, ms: 0, skipped: true });
}
await step('jest (every other package)', () =>
  // two packages at a time: jest gives each run one worker on a 2-core machine (cores - 1)
  pnpm(['-r', '--no-bail', '--if-present', '--workspace-concurrency=2', '--filter', '!e2e', '--filter', '!@coop/api', 'run', 'test'], { env: { CI: 'true' } }),
);
await step("the scripts' own tests (the README's release command, the bench summary, the remote generator, the lint boundaries)", () =>
  run(process.execPath, ['--test', 'scripts/test/']),
);

if (results.find((r) => r.name === 'build')?.ok) {
  await step('Playwright (e2e)', () => pnpm(['--filter', 'e2e', 'run', 'test']));
} else {
  results.push({ name: 'Playwright (e2e)', ok: false, ms: 0, error: 'not run: the build failed' });
}

log('summary');
for (const r of results) {
  const mark = r.skipped ? '–' : r.ok ? '✔' : '✖';
  log(`  ${mark} ${r.name} (${(r.ms / 1000).toFixed(1)} s)${r.skipped ? ' skipped: no PostgreSQL binaries' : ''}${r.error ? `: ${r.error}` : ''}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
