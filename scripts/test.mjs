// `npm test`: Chromium (installed when missing and possible), install, build, type-check, jest in every package
// (each one runs even when an earlier one failed) side by side with the API suite again on a throwaway PostgreSQL
// server (when the binaries exist), the README's release command and the bench summary's verdicts (scripts/test/), then
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
await step('build', () => buildAll());
await step('type-check', () => pnpm(['-r', '--if-present', 'run', 'typecheck']));
// The API suite on PostgreSQL runs side by side with jest: the PGlite suite runs in one worker (PGlite is one
// process per database), so the second core and the PostgreSQL server's waits are otherwise idle.
const pg = await startThrowawayPostgres({ log });
const onPostgres = pg
  ? step('API suite on PostgreSQL', () => pnpm(['--filter', '@coop/api', 'run', 'test'], { env: { TEST_DATABASE_URL: pg.url, CI: 'true' } })).finally(() => pg.stop())
  : Promise.resolve().then(() => {
      log('no PostgreSQL binaries found: the API suite ran on PGlite only');
      results.push({ name: 'API suite on PostgreSQL', ok: true, ms: 0, skipped: true });
    });
await step('jest (every package, API on PGlite)', () => pnpm(['-r', '--no-bail', '--if-present', '--workspace-concurrency=1', '--filter', '!e2e', 'run', 'test'], { env: { CI: 'true' } }));
await step("the README's release command and the bench summary", () => run(process.execPath, ['--test', 'scripts/test/']));
await onPostgres;

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
