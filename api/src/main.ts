// Starts the API: config → database → HTTP (readiness says "migrating") → migrations → first-start seed → ready →
// background jobs. /metrics is served on its own port. SIGTERM drains (src/observability/drain.ts), then exits 0.
import { loadConfig } from './config';
import { assertSandboxAllowed } from './environment/devMode';
import { runtimeProblem } from './environment/runtime';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { apiDocsEnabled } from './http/apiDocs';
import { seedBanner, seedFirstStart } from './db/seed';
import { createReadiness } from './observability/readiness';
import { createDrain } from './observability/drain';
import { startMetricsServer, type MetricsServer } from './observability/metricsServer';

/** a drain that hangs must not hold the port and the data folder forever; exiting unclosed is a crash, which both
 *  databases survive (test/money-load/sigkill.*.test.ts) */
const DRAIN_LIMIT_MS = 30_000;

async function main() {
  const config = loadConfig();
  const unsupported = runtimeProblem(config, process.versions.node);
  if (unsupported) throw new Error(`Invalid environment:\n  ${unsupported}`);
  assertSandboxAllowed(config); // before the database is touched
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  const readiness = createReadiness('migrating');
  // the app touches no table until a request comes, and every request but the health checks answers 503 until ready
  const app = await buildApp({ config, database, readiness });
  let metricsServer: MetricsServer | null = null;
  const drain = createDrain({
    app,
    readiness,
    graceMs: config.DRAIN_GRACE_MS,
    afterClose: async () => {
      await metricsServer?.close();
      await database.close();
    },
  });
  const shutdown = async (signal: string) => {
    setTimeout(() => process.exit(1), config.DRAIN_GRACE_MS + DRAIN_LIMIT_MS).unref();
    await drain.run(signal);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  if (config.METRICS_PORT) {
    app.deps.metrics.includeProcessMetrics();
    metricsServer = await startMetricsServer(app.deps.metrics.registry, config.METRICS_HOST, config.METRICS_PORT);
  }
  await app.listen({ host: config.HOST, port: config.PORT });

  const applied = await migrate(database);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const seeded = await seedFirstStart(database.db, config, new Date());
  if (seeded.length) console.log(seedBanner(seeded));
  readiness.set('ready');

  if (config.JOBS_ENABLED && readiness.phase === 'ready') {
    app.deps.jobs.start();
    app.log.info({ jobs: app.deps.jobs.jobNames }, 'background jobs started');
  }
  app.log.info(
    `API ready on http://localhost:${config.PORT}/api (listening on ${config.HOST}, database: ${database.kind}, docs: ${apiDocsEnabled(config) ? '/api/docs' : 'off'}, metrics: ${metricsServer ? metricsServer.url : 'off'}${config.DEV_MODE ? ', development mode' : ''})`,
  );
}

main().catch((error) => {
  // a refused environment is the operator's to fix: the message says what to set, a stack trace would bury it
  const refused = error instanceof Error && error.message.startsWith('Invalid environment:');
  console.error(refused ? error.message : error);
  process.exit(1);
});
