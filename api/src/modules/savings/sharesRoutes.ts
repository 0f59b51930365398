// Shareholdings (spec §7 "Registration and shares", facts §1.4, §2.11): buying shares (never gated: shares are what
// the gate asks for), their history, balance and the society's minimum.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SavingsBalanceReply, SavingsTransactionsReply, ShareholdingReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { IDEMPOTENCY_HEADER } from '../../idempotency';
import { MEMBER_ACCOUNT_KIND } from '../../ledger';
import { formatKobo } from '../../money/money';
import { getSettings } from '../settings';
import { fundPackage } from './funding';
import { sharesBalanceKobo } from './gates';
import { packageHistory } from './packageHistory';
import { SAVINGS_PURPOSE } from './purposes';
import { security, tags } from './routeDocs';
import { fundBody, historyQuery } from './schema';

export async function sharesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  app.post(
    '/addShareHoldingsFunds',
    {
      schema: { summary: `Buy shares from the wallet or by card. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, body: fundBody },
    },
    async (request, reply) =>
      fundPackage(request, reply, request.body, {
        purpose: SAVINGS_PURPOSE.shares,
        input: { amount: request.body.amount },
        balanceOf: sharesBalanceKobo,
        message: (amount) => `${amount} has been added to your shareholdings.`,
      }),
  );

  app.get(
    '/shareHoldingsTransactions',
    { schema: { summary: 'My shareholding transactions, newest first (paginated)', tags, security, querystring: historyQuery } },
    async (request): Promise<SavingsTransactionsReply> => {
      const { page, per_page: perPage } = request.query;
      return packageHistory(db, currentUser(request).id, MEMBER_ACCOUNT_KIND.shares, { page, perPage, path: '/api/shareHoldingsTransactions' });
    },
  );

  app.get(
    '/shareHoldingsTotalBalance',
    { config: TOKEN_IN_QUERY, schema: { summary: 'My shareholding balance', tags, security, querystring: tokenQuery } },
    async (request): Promise<SavingsBalanceReply> => ({ success: true, balance: formatKobo(await sharesBalanceKobo(db, currentUser(request).id)) }),
  );

  app.get(
    '/share_holding',
    { schema: { summary: 'My shares against the society’s minimum shareholding', tags, security } },
    async (request): Promise<ShareholdingReply> => {
      const balance = await sharesBalanceKobo(db, currentUser(request).id);
      const minimum = (await getSettings(db)).minimumShareholdingKobo;
      return {
        success: true,
        balance: formatKobo(balance),
        minimum: formatKobo(minimum),
        minimum_met: balance >= minimum,
        shortfall: formatKobo(balance >= minimum ? 0n : minimum - balance),
      };
    },
  );
}
