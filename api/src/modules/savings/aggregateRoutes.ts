// The /savings overview's figures across packages (spec §7, facts §2.2, §4.7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GuarantableReply, SavingsPackagesTotalsReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { formatKobo } from '../../money/money';
import { activeTargetsKobo } from './balances';
import { pledgeableBalances } from './liens';
import { security, tags } from './routeDocs';

export async function aggregateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  app.get(
    '/total_balances_for_all_savings_packages',
    { schema: { summary: '[regular + active targets + save to loan, regular, active targets]', tags, security } },
    async (request): Promise<SavingsPackagesTotalsReply> => {
      const userId = currentUser(request).id;
      const b = await pledgeableBalances(db, userId);
      const targets = await activeTargetsKobo(db, userId);
      return [formatKobo(b.regularKobo + targets + b.saveToLoanKobo), formatKobo(b.regularKobo), formatKobo(targets)];
    },
  );

  app.get(
    '/loan_owner_savings_balance',
    { config: TOKEN_IN_QUERY, schema: { summary: 'What I may pledge to a loan: regular + save to loan − active liens, and each active lien with the loan it secures', tags, security, querystring: tokenQuery } },
    async (request): Promise<GuarantableReply> => {
      const b = await pledgeableBalances(db, currentUser(request).id);
      return {
        success: true,
        balance: formatKobo(b.guarantableKobo),
        regular: formatKobo(b.regularKobo),
        save_to_loan: formatKobo(b.saveToLoanKobo),
        pledged: formatKobo(b.liensKobo),
        loan_limit: formatKobo(2n * b.guarantableKobo),
        pledges: b.pledges.map((p) => ({ reason: p.reason, loan_id: p.loanId, amount: formatKobo(p.heldKobo) })),
      };
    },
  );
}
