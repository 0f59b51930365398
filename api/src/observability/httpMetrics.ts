// Request counts and durations by method, route pattern and status. The route is the pattern (`/api/loans/:id`),
// never the raw URL, so the series stay few; an unmatched URL counts as `unmatched`.
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

const LABELS = ['method', 'route', 'status'] as const;
/** seconds: a quick read is a few ms, a card charge through Paystack up to PAYSTACK_TIMEOUT_MS */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered by this API process, by method, route pattern and status code',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its reply, in seconds, by method, route pattern and status code',
    labelNames: LABELS,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
