// Builds the payments service once per app, in buildApp, before any module registers: every module reads it from
// `app.deps.payments` (no lookup, no registration order to keep).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createPaymentProvider } from '../../rails';
import type { WebhookDeliver } from '../../rails/sandbox/webhookOutbox';
import { PaymentsService } from './service';

/** where the provider posts webhooks, under /api */
export const WEBHOOK_PATH = '/payments/webhook';

export function createPaymentsService(app: FastifyInstance, deps: { config: Config; db: Database; now: () => Date }): PaymentsService {
  const { config, db, now } = deps;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);

  const deliverByHttp: WebhookDeliver = async (body, headers) => {
    // read at delivery time: tests point it at a server that listens on an ephemeral port
    const response = await fetch(`${app.deps.config.API_INTERNAL_URL}/api${WEBHOOK_PATH}/sandbox`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
  const deliverByInject: WebhookDeliver = async (body, headers) => {
    const response = await app.inject({ method: 'POST', url: `/api${WEBHOOK_PATH}/sandbox`, headers, payload: body });
    if (response.statusCode < 200 || response.statusCode >= 300) throw new Error(`HTTP ${response.statusCode}`);
  };
  const sandboxDeliver = { http: deliverByHttp, inject: deliverByInject, off: null }[config.SANDBOX_WEBHOOK_DELIVERY];

  const { provider, sandbox } = createPaymentProvider({ config, db, now, sandboxDeliver, onError });
  return new PaymentsService(provider, config, now, onError, sandbox);
}
