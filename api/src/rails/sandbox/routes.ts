// The sandbox checkout page: GET /api/sandbox/checkout/:reference shows it, POST submits a step (card, otp, cancel).
// Plain HTML form posts (application/x-www-form-urlencoded), parsed only inside this plugin.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PagePolicy } from '../../http/securityHeaders';
import { referenceParam } from '../../http/validation';
import { cancelCheckout, checkoutState, submitCard, submitOtp, type CheckoutState } from './checkout';
import { renderCheckoutPage } from './checkoutPage';
import type { SandboxProvider } from './provider';

const params = z.object({ reference: referenceParam() });
const submission = z
  .object({
    step: z.enum(['card', 'otp', 'cancel']).default('card'),
    card_number: z.string().max(40).default(''),
    expiry: z.string().max(10).default(''),
    cvv: z.string().max(10).default(''),
    otp: z.string().max(10).default(''),
  })
  .default({ step: 'card', card_number: '', expiry: '', cvv: '', otp: '' });

// The app frames this page only from its own origin (shared/src/payments/checkoutWindow.ts); inline code runs by this
// reply's nonces only; forms post back here. No opener policy: opened as a popup from another origin, the app must
// still see the window to know when it closes.
const PAGE_POLICY: PagePolicy = {
  directives: { defaultSrc: ["'none'"], scriptSrc: [], styleSrc: [], formAction: ["'self'"], frameAncestors: ["'self'"], baseUri: ["'none'"] },
  helmet: { xFrameOptions: { action: 'sameorigin' }, crossOriginOpenerPolicy: false },
};

export async function sandboxCheckoutRoutes(app: FastifyInstance, options: { provider: SandboxProvider }): Promise<void> {
  const { provider } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const send = (reply: FastifyReply, reference: string, state: CheckoutState) => {
    const nonce = reply.cspNonce;
    if (!nonce) throw new Error('the checkout page is sent under its page policy only (config.pagePolicy)');
    const status = state.kind === 'missing' ? 404 : 'error' in state && state.error ? 422 : 200;
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderCheckoutPage(state, {
          societyName: app.deps.config.SOCIETY_NAME,
          action: `/api/sandbox/checkout/${encodeURIComponent(reference)}`,
          nonce,
        }),
      );
  };

  routes.get('/sandbox/checkout/:reference', { config: { pagePolicy: PAGE_POLICY }, schema: { hide: true, params } }, async (request, reply) => {
    return send(reply, request.params.reference, await checkoutState(provider, request.params.reference));
  });

  routes.post('/sandbox/checkout/:reference', { config: { pagePolicy: PAGE_POLICY }, schema: { hide: true, params, body: submission } }, async (request, reply) => {
    const { reference } = request.params;
    const body = request.body;
    let state: CheckoutState;
    if (body.step === 'cancel') state = await cancelCheckout(provider, reference);
    else if (body.step === 'otp') state = await submitOtp(provider, reference, body.otp);
    else state = await submitCard(provider, reference, { cardNumber: body.card_number, expiry: body.expiry, cvv: body.cvv });
    return send(reply, reference, state);
  });
}
