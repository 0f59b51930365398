// Starts the API: config → database → migrations → first-start seed → HTTP → background jobs.
// Shutdown closes the app, whose onClose hook stops the jobs and waits for runs in progress.
import { loadConfig } from './config';
import { assertSandboxAllowed } from './environment/devMode';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { apiDocsEnabled } from './http/apiDocs';
import { seedBanner, seedFirstStart } from './db/seed';

async function main() {
  const config = loadConfig();
  assertSandboxAllowed(config); // before the database is touched
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX });
  const applied = await migrate(database);
  const app = await buildApp({ config, database });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const seeded = await seedFirstStart(database.db, config, new Date());
  if (seeded.length) console.log(seedBanner(seeded));

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // a close that hangs must not hold the port and the data folder forever; exiting unclosed is a crash, which
    // both databases survive (test/money-load/sigkill.*.test.ts)
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.JOBS_ENABLED) {
    app.deps.jobs.start();
    app.log.info({ jobs: app.deps.jobs.jobNames }, 'background jobs started');
  }
  app.log.info(`API ready on http://localhost:${config.PORT}/api (listening on ${config.HOST}, database: ${database.kind}, docs: ${apiDocsEnabled(config) ? '/api/docs' : 'off'}${config.DEV_MODE ? ', development mode' : ''})`);
}

main().catch((error) => {
  // a refused environment is the operator's to fix: the message says what to set, a stack trace would bury it
  const refused = error instanceof Error && error.message.startsWith('Invalid environment:');
  console.error(refused ? error.message : error);
  process.exit(1);
});
