// A request id on every log line, in the x-request-id response header and in every 5xx reply body (`request_id`), so
// a member's "it failed" and an operator's log line meet. The proxy's id (nginx's $request_id in x-request-id) is
// kept when it is a sane token, so one id follows the request from nginx's access log to ours.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SANE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** fastify's genReqId: the incoming x-request-id when sane, else a new one */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // every 5xx, whoever wrote it (the error handler, a route answering 502/503, a plugin): rare, so parsing is cheap
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (body && typeof body === 'object' && !Array.isArray(body) && body.request_id === undefined) {
        return JSON.stringify({ ...body, request_id: request.id });
      }
    } catch {
      // not JSON after all: leave it
    }
    return payload;
  });
}
