// Graceful drain (SIGTERM from systemd, a rolling restart): readiness answers 503 at once, so the proxy's health
// check takes this instance out; after DRAIN_GRACE_MS the server stops accepting connections, requests in progress
// finish (each reply then closes its keep-alive connection), the jobs stop after their current run, and `afterClose`
// (the database, the metrics server) runs. The caller exits 0 when the returned promise resolves.
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export interface DrainOptions {
  app: FastifyInstance;
  readiness: Readiness;
  graceMs: number;
  afterClose?: () => Promise<void>;
}

export interface Drain {
  /** true once the server has stopped taking connections */
  readonly closing: boolean;
  /** starts the drain (again: the same promise) */
  run(reason: string): Promise<void>;
}

export function createDrain(options: DrainOptions): Drain {
  const { app, readiness } = options;
  let closing = false;
  let running: Promise<void> | null = null;

  // From the drain's start, every reply closes its connection: by the time the server closes, the proxy holds no
  // idle keep-alive connection to it. (Closed under it at close(), nginx's next POST on one is "upstream prematurely
  // closed connection", a 502 it may not retry.) A connection left open would also keep close() waiting.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing || readiness.phase === 'draining') reply.header('connection', 'close');
    return payload;
  });

  async function drain(reason: string, graceMs: number) {
    readiness.set('draining');
    app.log.info({ reason, graceMs }, 'draining: readiness answers 503, then the server stops taking connections');
    // no new job run starts from now; one in progress is awaited by app.close()
    const jobsStopped = app.deps.jobs.stop();
    if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
    closing = true;
    // closes the listening socket and idle connections, waits for requests in progress, then the onClose hooks
    await app.close();
    await jobsStopped;
    await options.afterClose?.();
    app.log.info('drained');
  }

  return {
    get closing() {
      return closing;
    },
    run(reason) {
      running ??= drain(reason, options.graceMs);
      return running;
    },
  };
}
