// Runs the API jest suite on a throwaway PostgreSQL server: `node scripts/test-api-pg.mjs [--node24] [jest args]`.
// --node24: on Node 24 (production's runtime, scripts/lib/node24.mjs), as CI runs the PostgreSQL pass.
import path from 'node:path';
import { log, pnpm, ROOT, run } from './lib/workspace.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { ensureNode24 } from './lib/node24.mjs';

const args = process.argv.slice(2);
const onNode24 = args[0] === '--node24';
const jestArgs = onNode24 ? args.slice(1) : args;
const node24 = onNode24 ? ensureNode24({ log }) : null;

const pg = await startThrowawayPostgres({ log });
if (!pg) {
  log('no PostgreSQL binaries found');
  process.exit(1);
}
let code = 0;
try {
  const env = { TEST_DATABASE_URL: pg.url };
  if (node24) {
    const jest = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js'];
    await run(node24, [...jest, ...jestArgs], { cwd: path.join(ROOT, 'api'), env });
  } else {
    await pnpm(['--filter', '@coop/api', 'run', 'test', ...jestArgs], { env });
  }
} catch {
  code = 1;
} finally {
  pg.stop();
}
process.exit(code);
