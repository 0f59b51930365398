// Security headers on every reply (helmet), and `Cache-Control: no-store` unless a route sets its own: replies carry
// tokens, balances and personal data, and no shared cache or back button should keep them. The API answers JSON, so
// its policy forbids everything a document could load or frame; the few HTML pages it serves (the sandbox checkout,
// the API docs) declare their own policy.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const JSON_API_POLICY: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, JSON_API_POLICY);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
