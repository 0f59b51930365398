// `POST payments/charges`: starts a card checkout for a registered purpose that allows one (./purposes.ts). The server
// decides the amount (the purpose's `amount`), e.g. adding a card is a ₦100 charge that saves the card and lands in the
// wallet (card_verification); the registration fee comes from the society settings. Mounted inside `authenticatedScope`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StartChargeReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { unprocessable } from '../../http/errors';
import { nairaAmount } from '../../money/money';
import { assertPurposeGate } from './purposeGate';
import type { PurposeRegistry } from './purposes';
import type { PaymentsService } from './service';
import { AMOUNT_REQUIRED } from './takeFromMember';

const CALLBACK_PATH = /^\/(?![/\\])[A-Za-z0-9/_-]{0,200}$/;

const truthy = z.preprocess((value) => value === true || value === 'true' || value === 1 || value === '1', z.boolean());

/** "wallet_funding, card_verification or registration_fee" */
function startableNames(registry: PurposeRegistry): string {
  const names = registry
    .list()
    .filter((purpose) => purpose.checkout)
    .map((purpose) => purpose.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');
}

export function startChargeBody(registry: PurposeRegistry) {
  // read when a request comes: areas register their purposes after this route is declared
  const purposeMessage = () => `The purpose must be ${startableNames(registry)}`;
  return z.looseObject({
    purpose: z
      .string({ error: purposeMessage })
      .refine((name) => Boolean(registry.get(name)?.checkout), { error: purposeMessage }),
    amount: z.preprocess((value) => (value === '' || value === null ? undefined : value), nairaAmount().optional()),
    save_card: truthy.optional(),
    callback_path: z
      .string({ error: 'The callback path must be a path in this app, like /wallet' })
      .regex(CALLBACK_PATH, { error: 'The callback path must be a path in this app, like /wallet' })
      .optional(),
  });
}

export function chargeStartRoutes(payments: PaymentsService) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = fastify.deps;

    app.post(
      '/payments/charges',
      {
        schema: {
          summary: 'Start a card checkout: wallet funding, adding a card (₦100, lands in the wallet), the registration fee, …',
          tags: ['payments'],
          security: [{ bearer: [] }],
          body: startChargeBody(payments.purposes),
        },
      },
      async (request): Promise<StartChargeReply> => {
        const user = currentUser(request);
        const purpose = payments.purposes.require(request.body.purpose);
        const checkout = purpose.checkout!;
        const purposeRequest = { userId: user.id, input: request.body };
        // the gate its direct route applies: a checkout is no way around it
        await assertPurposeGate(db, purpose, user.id);
        await purpose.guard?.(db, purposeRequest);
        const amountKobo = await purpose.amount(db, purposeRequest);
        if (amountKobo === null) throw unprocessable(AMOUNT_REQUIRED);
        const started = await payments.startCardCharge(db, {
          userId: user.id,
          email: user.email,
          purpose: purpose.name,
          amountKobo,
          saveCard: checkout.saveCard || (request.body.save_card ?? false),
          callbackPath: request.body.callback_path ?? checkout.callbackPath,
          subject: purpose.subjectOf?.(request.body) ?? null,
        });
        return { success: true, reference: started.reference, authorization_url: started.authorizationUrl, amount: started.amount, fee: started.fee, total: started.total };
      },
    );
  };
}
