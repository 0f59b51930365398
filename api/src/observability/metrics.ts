// One Prometheus registry per app (tests build many apps in one process; prom-client's global registry would
// collide): the request, job and database metrics. The process figures (CPU, memory, event loop lag, handles) are
// added only where /metrics is served (main.ts), since their event-loop monitor runs a timer.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { JobRunReport } from '../jobs';
import { registerDatabaseMetrics } from './databaseMetrics';
import { registerHttpMetrics } from './httpMetrics';
import { jobMetrics } from './jobMetrics';
import type { Phase, Readiness } from './readiness';

const PHASES: Phase[] = ['migrating', 'ready', 'draining'];

export interface AppMetrics {
  registry: Registry;
  /** the scheduler's onRun */
  onJobRun(report: JobRunReport): void;
  /** adds the process figures (once) */
  includeProcessMetrics(): void;
}

export function createMetrics(database: DatabaseHandle, readiness: Readiness, now: () => Date): AppMetrics {
  const registry = new Registry();
  new Gauge({
    name: 'coop_api_phase',
    help: "What this API process is doing: 1 for its phase (migrating, ready or draining), 0 for the others; GET /api/health/ready also checks the database",
    labelNames: ['phase'],
    registers: [registry],
    collect() {
      for (const phase of PHASES) this.set({ phase }, readiness.phase === phase ? 1 : 0);
    },
  });
  const onJobRun = jobMetrics(registry);
  registerDatabaseMetrics(registry, database, now);
  let withProcess = false;
  return {
    registry,
    onJobRun,
    includeProcessMetrics() {
      if (withProcess) return;
      withProcess = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}

/** the request metrics need the app's hooks */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  registerHttpMetrics(app, metrics.registry);
}
