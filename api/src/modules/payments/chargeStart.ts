// `POST payments/charges`: starts a card checkout for the wallet area. The server decides the amount where it is not
// the member's to choose: adding a card is a ₦100 charge that saves the card and lands in the wallet
// (card_verification); the registration fee comes from the society settings. Mounted inside `authenticatedScope`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChargePurpose, StartChargeReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { conflict, unprocessable } from '../../http/errors';
import { tokenQuery } from '../../http/validation';
import { nairaAmount } from '../../money/money';
import { ALREADY_MEMBER, isMember } from '../membership/service';
import { getSettings } from '../settings/service';
import type { PaymentsService } from './service';

export const CARD_VERIFICATION_KOBO = 10_000n;

const CALLBACK_PATH = /^\/(?![/\\])[A-Za-z0-9/_-]{0,200}$/;
const DEFAULT_CALLBACK: Record<ChargePurpose, string> = {
  wallet_funding: '/wallet',
  card_verification: '/settings',
  registration_fee: '/wallet',
};

const truthy = z.preprocess((value) => value === true || value === 'true' || value === 1 || value === '1', z.boolean());

export const startChargeBody = z.object({
  purpose: z.enum(['wallet_funding', 'card_verification', 'registration_fee'], {
    error: 'The purpose must be wallet_funding, card_verification or registration_fee',
  }),
  amount: z.preprocess((value) => (value === '' || value === null ? undefined : value), nairaAmount().optional()),
  save_card: truthy.optional(),
  callback_path: z
    .string({ error: 'The callback path must be a path in this app, like /wallet' })
    .regex(CALLBACK_PATH, { error: 'The callback path must be a path in this app, like /wallet' })
    .optional(),
});

export function chargeStartRoutes(payments: PaymentsService) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = fastify.deps;

    app.post(
      '/payments/charges',
      {
        schema: {
          summary: 'Start a card checkout: wallet funding, adding a card (₦100, lands in the wallet) or the registration fee',
          tags: ['payments'],
          security: [{ bearer: [] }],
          querystring: tokenQuery,
          body: startChargeBody,
        },
      },
      async (request): Promise<StartChargeReply> => {
        const user = currentUser(request);
        const { purpose } = request.body;
        let amountKobo: bigint;
        let saveCard = request.body.save_card ?? false;
        if (purpose === 'card_verification') {
          amountKobo = CARD_VERIFICATION_KOBO;
          saveCard = true;
        } else if (purpose === 'registration_fee') {
          if (await isMember(db, user.id)) throw conflict(ALREADY_MEMBER);
          amountKobo = (await getSettings(db)).registrationFeeKobo;
        } else {
          if (request.body.amount === undefined) throw unprocessable('The amount is required');
          amountKobo = request.body.amount;
        }
        const started = await payments.startCardCharge(db, {
          userId: user.id,
          email: user.email,
          purpose,
          amountKobo,
          saveCard,
          callbackPath: request.body.callback_path ?? DEFAULT_CALLBACK[purpose],
        });
        return { success: true, reference: started.reference, authorization_url: started.authorizationUrl, amount: started.amount, fee: started.fee, total: started.total };
      },
    );
  };
}
