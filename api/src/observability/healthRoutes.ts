// GET /api/health/live: the process is up and serving (200 while it answers at all: a supervisor restarts on failure).
// GET /api/health/ready: this instance should get traffic: 503 with a reason while migrating, while the database does
// not answer, and while draining; the proxy's health check takes an instance out on 503. GET /api/health (app.ts) is
// the older check the dev stack and tests use (503 while migrating, then as before). Neither new route counts
// against rate limits (a health checker polls).
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Readiness } from './readiness';

export interface HealthOptions {
  database: DatabaseHandle;
  readiness: Readiness;
  /** the database's SELECT 1 gives up after this long */
  databaseTimeoutMs: number;
}

const PROBES = new Set(['/api/health/live', '/api/health/ready']);
const STARTING_MESSAGE = 'The service is starting. Please try again in a moment.';
const REASON_MESSAGES = {
  migrating: 'Migrating the database',
  draining: 'Shutting down: finishing requests in progress',
  database_unreachable: 'The database does not answer',
} as const;

async function databaseAnswers(database: DatabaseHandle, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const select = database.withConnection((query) => query('SELECT 1')).then(() => true, () => false);
    return await Promise.race([select, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const { database, readiness } = options;
  const config = { rateLimit: false };

  // while main.ts migrates, the app already listens (so readiness can say so) but serves nothing else: GET /api/health
  // too answers 503 until then, as it did when nothing listened before the migrations (scripts wait for its 200)
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.phase === 'migrating' && !PROBES.has(request.url)) {
      return reply.status(503).header('retry-after', '5').send({ success: false, message: STARTING_MESSAGE });
    }
  });

  app.get('/api/health/live', { schema: { hide: true }, config }, async () => ({ success: true, live: true }));

  app.get('/api/health/ready', { schema: { hide: true }, config }, async (_request, reply) => {
    let reason: keyof typeof REASON_MESSAGES | null = readiness.phase === 'ready' ? null : readiness.phase;
    if (!reason && !(await databaseAnswers(database, options.databaseTimeoutMs))) reason = 'database_unreachable';
    // draining may have begun while the database answered
    if (readiness.phase === 'draining') reason = 'draining';
    if (reason) return reply.status(503).send({ success: false, ready: false, reason, message: REASON_MESSAGES[reason] });
    return { success: true, ready: true, database: database.kind };
  });
}
