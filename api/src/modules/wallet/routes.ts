// The wallet (spec §7 "Wallet and bank"): its balance, its history, and funding it by card (new or saved). Also
// registers what applies paid card charges nobody came back for (./chargeSettlement.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FundWalletReply, WalletBalanceReply, WalletHistoryReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { conflict, unprocessable } from '../../http/errors';
import { paginator } from '../../http/pagination';
import { tokenQuery } from '../../http/validation';
import { idempotencyOf, sendIdempotent, userScope, withIdempotency } from '../../idempotency';
import { formatKobo } from '../../money/money';
import { paymentsOf } from '../payments';
import { MONEY_CLAIM_MS, chargeSavedCardOnce, paidCharge } from './cardPayment';
import { naira } from './cardMoney';
import { registerChargeSettlement } from './chargeSettlement';
import { fundWalletBody, walletHistoryQuery } from './schema';
import { WALLET_CHARGE_PURPOSES, creditWalletFromCharge, walletBalance, walletHistory } from './service';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export async function walletRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  const payments = paymentsOf(fastify);
  registerChargeSettlement(fastify, payments);

  app.get(
    '/show_wallet_balance',
    { schema: { summary: 'My wallet balance', tags, security, querystring: tokenQuery } },
    async (request): Promise<WalletBalanceReply> => ({ success: true, balance: formatKobo(await walletBalance(db, currentUser(request).id)) }),
  );

  app.get(
    '/show_wallet',
    { schema: { summary: 'My wallet history, newest first (paginated)', tags, security, querystring: walletHistoryQuery } },
    async (request): Promise<WalletHistoryReply> => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await walletHistory(db, currentUser(request).id, page, perPage);
      return paginator(rows, total, { page, perPage, path: '/api/show_wallet' });
    },
  );

  app.post(
    '/save_wallet/store',
    {
      schema: {
        summary: 'Fund my wallet by card: a paid checkout (paystack_id) or a saved card (card_id). Needs an Idempotency-Key header',
        tags,
        security,
        querystring: tokenQuery,
        body: fundWalletBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const scope = userScope(user.id);
      const body = request.body;
      let reference: string;
      if (body.paystack_id) {
        // ask the provider (idempotent: a charge already final is not asked again); 404 when it is not this member's
        reference = (await payments.confirmCharge(db, body.paystack_id, user.id)).reference;
      } else {
        const charge = await chargeSavedCardOnce(db, payments, fastify.deps.config, { userId: user.id, cardId: body.card_id!, amountKobo: body.amount!, purpose: 'wallet_funding', scope, key, requestHash });
        reference = charge?.reference ?? '';
      }
      const result = await withIdempotency(db, { scope, key, requestHash, lockMs: MONEY_CLAIM_MS }, async (tx) => {
        if (!reference) throw conflict('Please try again');
        const charge = await paidCharge(tx, payments, { reference, userId: user.id, purposes: WALLET_CHARGE_PURPOSES, what: 'wallet funding' });
        if (body.amount !== undefined && body.amount !== charge.amountKobo) {
          throw unprocessable(`The amount does not match this payment of ${naira(charge.amountKobo)}`);
        }
        // false when the webhook or the job applied it first: the wallet has the money either way
        await creditWalletFromCharge(tx, payments, charge, now());
        const balance = await walletBalance(tx, user.id);
        const verification = charge.purpose === 'card_verification';
        const funded: FundWalletReply = {
          success: true,
          message: verification
            ? `Your card has been added. The ${naira(charge.amountKobo)} verification charge is in your wallet.`
            : `Your wallet has been funded with ${naira(charge.amountKobo)}.`,
          amount: formatKobo(charge.amountKobo),
          balance: formatKobo(balance),
          card_id: charge.cardId,
          reference: charge.reference,
        };
        return { status: 200, body: funded };
      });
      return sendIdempotent(reply, result);
    },
  );
}
