// The payments module: serves payment_methods, getApiKey, fee preview, banks, account resolution, saved cards, charge verification,
// the provider webhooks and (sandbox) the checkout page. The service itself is built once in buildApp (./setup.ts)
// and reaches every module as `app.deps.payments`.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { bankResolveLimit } from '../../http/costlyCallLimits';
import { authenticated, authenticatedScope } from '../../http/scopes';
import { formatKobo } from '../../money/money';
import { cardFeePreview } from '../../rails/fees';
import { WebhookPayloadError } from '../../rails/provider';
import { sandboxCheckoutRoutes } from '../../rails/sandbox/routes';
import type { PaymentCharge } from '../../db/schema';
import { cardIdParams, chargeReferenceParams, feePreviewQuery, resolveAccountQuery, webhookParams } from './schema';
import { chargeStartRoutes } from './chargeStart';
import type { ChargeStatusReply } from './contract';
import { WEBHOOK_PATH } from './setup';

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const { config, db, payments: service } = app.deps;
  const { provider, sandbox } = service;

  if (sandbox) {
    // JOBS_ENABLED=false (tests, extra instances): no start-up sweep; this instance still delivers what it enqueues
    app.addHook('onReady', async () => sandbox.outbox.start({ sweepNow: config.JOBS_ENABLED }));
    app.addHook('onClose', async () => sandbox.outbox.stop());
    await app.register(sandboxCheckoutRoutes, { provider: sandbox.provider });
  }

  // a draining instance finishes the events it acknowledged
  app.addHook('onClose', async () => service.events.idle());

  await app.register(async (webhooks) => {
    // Signatures are over the exact bytes received: keep the raw body for this route only.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      `${WEBHOOK_PATH}/:provider`,
      // no rate limit: the provider delivers in bursts and retries what we refuse; a bad signature costs one HMAC
      { schema: { hide: true, params: webhookParams }, config: { rateLimit: false } },
      async (request, reply) => {
        if (request.params.provider !== provider.name) return reply.status(404).send({ success: false, message: 'Not found' });
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = provider.verifyWebhook(raw, request.headers);
        } catch (error) {
          if (error instanceof WebhookPayloadError) return reply.status(400).send({ success: false, message: error.message });
          throw error;
        }
        if (!event) return reply.status(401).send({ success: false, message: 'Invalid signature' });
        const prepare = (e: typeof event) => service.verifyEventSubject(db, e);
        if (provider.verifiesOverNetwork) {
          // acknowledged once stored: verifying with the provider (up to its timeout) happens after the reply
          const accepted = await service.events.accept(db, provider.name, event, prepare, (error) => request.log.warn({ event: event.id, error }, 'payment event not processed; the job tries again'));
          if (accepted.outcome === 'failed') return reply.status(503).send({ success: false, message: 'The event could not be stored; deliver it again' });
          return { success: true, message: accepted.outcome === 'duplicate' ? 'Event already processed' : 'Event received' };
        }
        const result = await service.events.receive(db, provider.name, event, prepare);
        if (result.outcome === 'failed') {
          request.log.warn({ event: event.id, error: result.error }, 'payment event not processed');
          return reply.status(503).send({ success: false, message: 'The event was stored but not processed; deliver it again' });
        }
        return { success: true, message: result.outcome === 'duplicate' ? 'Event already processed' : 'Event processed' };
      },
    );
  });

  await app.register(authenticated(chargeStartRoutes(service)));

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/payment_methods', { schema: { tags: ['payments'], summary: 'Payment methods the app offers' } }, async () => ({
    success: true,
    data: [{ name: 'Wallet' }, { name: 'Paystack' }],
  }));

  routes.get('/getApiKey', { schema: { tags: ['payments'], summary: "The card provider's public key" } }, async () => ({
    success: true,
    data: [{ token: provider.publicKey() }],
  }));

  routes.get(
    '/payments/fee-preview',
    { schema: { tags: ['payments'], summary: 'Card fee the member pays on top of an amount', querystring: feePreviewQuery } },
    async (request) => {
      const { amount, fee, total } = cardFeePreview(request.query.amount);
      return { success: true, amount: formatKobo(amount), fee: formatKobo(fee), total: formatKobo(total) };
    },
  );

  routes.get('/banks', { schema: { tags: ['payments'], summary: 'Nigerian banks (name, code)' } }, async () => ({
    success: true,
    data: await service.banks.list(),
  }));

  await authenticatedScope(app, (routes) => {
    routes.get(
      '/bank/resolve',
      {
        config: { rateLimit: bankResolveLimit() },
        schema: { tags: ['payments'], summary: 'Account name of a bank account', security: [{ bearer: [] }], querystring: resolveAccountQuery },
      },
      async (request) => {
        const { account_number, bank_code } = request.query;
        const resolved = await service.banks.resolve(account_number, bank_code);
        return {
          success: true,
          data: { account_number: resolved.accountNumber, account_name: resolved.accountName, bank_code: resolved.bank.code, bank_name: resolved.bank.name },
        };
      },
    );

    routes.get('/getCards', { schema: { tags: ['payments'], summary: 'My saved cards', security: [{ bearer: [] }] } }, async (request) =>
      service.listCards(db, currentUser(request).id),
    );

    routes.post(
      '/deleteCards/:id',
      { schema: { tags: ['payments'], summary: 'Remove a saved card', security: [{ bearer: [] }], params: cardIdParams } },
      async (request) => {
        await service.deleteCard(db, currentUser(request).id, request.params.id);
        return { success: true, message: 'Card removed' };
      },
    );

    routes.post(
      '/payments/charges/:reference/verify',
      {
        schema: { tags: ['payments'], summary: 'Verify a card payment with the provider', security: [{ bearer: [] }], params: chargeReferenceParams },
      },
      async (request) => chargeReply(await service.confirmCharge(db, request.params.reference, currentUser(request).id)),
    );
  });
}

const STATUS_MESSAGES: Record<ChargeStatusReply['status'], string> = {
  success: 'Payment successful',
  failed: 'Payment failed',
  abandoned: 'The payment was not completed',
  pending: 'The payment is not complete yet',
};

export function chargeReply(charge: PaymentCharge): ChargeStatusReply {
  const status = charge.status === 'initialized' ? 'pending' : charge.status;
  return {
    success: true,
    message: status === 'failed' && charge.failureReason ? `Payment failed: ${charge.failureReason}` : STATUS_MESSAGES[status],
    reference: charge.reference,
    status,
    purpose: charge.purpose,
    amount: formatKobo(charge.amountKobo),
    fee: formatKobo(charge.feeKobo),
    total: formatKobo(charge.totalKobo),
    card_id: charge.cardId,
  };
}

/** Registered under /api by src/modules/index.ts. */
// no scope of its own, as before it was one area's plugin: the sandbox outbox's hooks are the app's
export const paymentsRoutes = fp(paymentsPlugin, { name: 'payments-routes' });
