// The request id on log lines written through the app's logger too: services and the payment rails log with
// `app.log` (they are built once, not per request), so a line they write while serving a request would lose its
// request id. The request runs inside an AsyncLocalStorage, and the logger's mixin adds the id to any line that
// does not already carry it (request.log's lines do).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const current = new AsyncLocalStorage<{ reqId: string }>();

/** the first onRequest hook: everything after it, the handler included, runs in the request's context */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => current.run({ reqId: request.id }, done));
}

/** pino's mixin */
export function requestIdMixin(_object: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const context = current.getStore();
  if (!context || logger.bindings().reqId !== undefined) return {};
  return context;
}
