// Runs the API jest suite on a throwaway PostgreSQL server: `node scripts/test-api-pg.mjs [jest args]`.
import { log, pnpm } from './lib/workspace.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const pg = await startThrowawayPostgres({ log });
if (!pg) {
  log('no PostgreSQL binaries found');
  process.exit(1);
}
let code = 0;
try {
  await pnpm(['--filter', '@coop/api', 'run', 'test', ...process.argv.slice(2)], { env: { TEST_DATABASE_URL: pg.url } });
} catch {
  code = 1;
} finally {
  pg.stop();
}
process.exit(code);
