// One Prometheus registry per app (tests build many apps in one process; prom-client's global registry would
// collide): the request, job and database metrics. The process figures (CPU, memory, event loop lag, handles) are
// added only where /metrics is served (main.ts), since their event-loop monitor runs a timer.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { JobRunReport } from '../jobs';
import { registerDatabaseMetrics } from './databaseMetrics';
import { registerHttpMetrics } from './httpMetrics';
import { jobMetrics } from './jobMetrics';

export interface AppMetrics {
  registry: Registry;
  /** the scheduler's onRun */
  onJobRun(report: JobRunReport): void;
  /** adds the process figures (once) */
  includeProcessMetrics(): void;
}

export function createMetrics(database: DatabaseHandle, now: () => Date): AppMetrics {
  const registry = new Registry();
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
