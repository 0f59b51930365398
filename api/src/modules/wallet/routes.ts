// The wallet (spec §7 "Wallet and bank"): its balance, its history, and funding it by card (new or saved), through the
// payments module's takeFromMember with the wallet's own charge purposes (./purposes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FundWalletReply, WalletBalanceReply, WalletHistoryReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { paginator } from '../../http/pagination';
import { idempotencyOf, sendIdempotent, userScope } from '../../idempotency';
import { formatKobo } from '../../money/money';
import { naira, paymentSourceOf } from '../payments';
import { fundWalletBody, walletHistoryQuery } from './schema';
import { CARD_VERIFICATION, WALLET_FUNDING, walletBalance, walletHistory } from './service';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export async function walletRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, payments } = fastify.deps;

  app.get(
    '/show_wallet_balance',
    { schema: { summary: 'My wallet balance', tags, security } },
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
        body: fundWalletBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const body = request.body;
      const result = await payments.takeFromMember(db, {
        userId: user.id,
        purpose: WALLET_FUNDING,
        alsoAccept: [CARD_VERIFICATION],
        source: paymentSourceOf({ payment_method: 'card', paystack_id: body.paystack_id, card_id: body.card_id }),
        input: { amount: body.amount },
        claim: { scope: userScope(user.id), key, requestHash },
        // a null result: the webhook or the job credited it first, and the wallet has the money either way
        async reply(tx, { payment }): Promise<{ status: number; body: FundWalletReply }> {
          const verification = payment.purpose === CARD_VERIFICATION;
          return {
            status: 200,
            body: {
              success: true,
              message: verification
                ? `Your card has been added. The ${naira(payment.amountKobo)} verification charge is in your wallet.`
                : `Your wallet has been funded with ${naira(payment.amountKobo)}.`,
              amount: formatKobo(payment.amountKobo),
              balance: formatKobo(await walletBalance(tx, user.id)),
              card_id: payment.charge?.cardId ?? null,
              reference: payment.reference,
            },
          };
        },
      });
      return sendIdempotent(reply, result);
    },
  );
}
