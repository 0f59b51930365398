// Administrators' review of held bank accounts (SA, ADMIN): the list (searched by member, in keyset pages) with the name
// the bank gave beside the member's, and approve or reject, each mailed to the member; never by the account's own
// member (config.decidesOn).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BankAccountReviewReply, HeldBankAccountsReply } from '../../contract';
import { currentUser } from '../../http/auth';
import type { DecidesOn } from '../../http/selfDealing';
import { describeAudit } from '../../http/adminWriteAudit';
import { queueMail } from '../../mail/queue';
import { bankAccountReviewedMail } from './mail';
import { bankAccountOwners } from './owners';
import { heldBankAccounts, heldBankAccountsQuery } from './heldList';
import { reviewBankAccount } from './review';
import { bankAccountIdParams } from './schema';

const tags = ['admin'];
const security = [{ bearer: [] }];
const decidesOn: DecidesOn = { thing: 'bank account', owners: bankAccountOwners };

export async function adminBankAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now, config } = fastify.deps;

  app.get(
    '/admin/bank_accounts/held',
    {
      schema: {
        summary: "Bank accounts held because the bank's name for them is not the member's, oldest first; search by member name, e-mail or phone; keyset pages with before/limit (SA, ADMIN)",
        tags,
        security,
        querystring: heldBankAccountsQuery,
      },
    },
    async (request, reply): Promise<HeldBankAccountsReply> => {
      reply.header('cache-control', 'private, no-store');
      const { search, before, limit } = request.query;
      return heldBankAccounts(db, { search: search || undefined, before, limit }, currentUser(request).id);
    },
  );

  for (const [action, decision, message] of [
    ['approve', 'approved', 'Bank account approved: withdrawals can be paid into it'],
    ['reject', 'rejected', 'Bank account rejected: the member must add another account'],
  ] as const) {
    app.post(
      `/admin/bank_accounts/:id/${action}`,
      { schema: { summary: `${action === 'approve' ? 'Approve' : 'Reject'} a held bank account; the member is mailed (SA, ADMIN)`, tags, security, params: bankAccountIdParams }, config: { decidesOn } },
      async (request): Promise<BankAccountReviewReply> => {
        const adminId = currentUser(request).id;
        const reviewed = await db.transaction(async (tx) => {
          const done = await reviewBankAccount(tx, { accountId: request.params.id, decision, adminId, now: now() });
          await queueMail(tx, bankAccountReviewedMail(config, done.member, done.account, decision));
          return done;
        });
        describeAudit(request, { subjectType: 'bank_account', subjectId: request.params.id, before: { status: reviewed.before }, after: { status: decision } });
        return { success: true, message };
      },
    );
  }
}
