// Bank details (spec §7, facts §2.10, §3.10): bank_account/add, bank_accountUpdate, bank_account/details.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BankAccountReply, BankAccountSaveReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { memberRateLimit } from '../../http/memberRateLimit';
import { bankAccountChangedMail } from './mail';
import { bankAccountBody, type BankAccountBody } from './schema';
import { bankAccountOf, bankAccountView, saveBankAccount } from './service';

const tags = ['bank'];
const security = [{ bearer: [] }];

async function save(request: FastifyRequest, body: BankAccountBody): Promise<BankAccountSaveReply> {
  const { db, now, mailer, config } = request.server.deps;
  const { bank_code, account_no } = body;
  const saved = await saveBankAccount(db, request.server.deps.payments.banks, currentUser(request).id, { bankCode: bank_code, accountNo: account_no }, now());
  if (saved.changed) mailer.send(bankAccountChangedMail(config, saved.member, saved.account, saved.previous));
  const message = !saved.changed ? 'Your bank account is unchanged' : saved.previous ? 'Bank account updated' : 'Bank account added';
  return { success: true, message, data: bankAccountView(saved.account) };
}

export async function bankRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // each save asks the provider to resolve the account: limit it like bank/resolve
  const rateLimit = memberRateLimit(10);

  app.post(
    '/bank_account/add',
    {
      config: { rateLimit },
      schema: { summary: 'Add my bank account, or replace the one on file (the account name comes from the bank)', tags, security, body: bankAccountBody },
    },
    (request) => save(request, request.body),
  );

  app.post(
    '/bank_accountUpdate',
    {
      config: { rateLimit },
      schema: { summary: 'Replace my bank account (the previous one is kept for audit)', tags, security, body: bankAccountBody },
    },
    (request) => save(request, request.body),
  );

  app.get(
    '/bank_account/details',
    { config: TOKEN_IN_QUERY, schema: { summary: 'My bank account, or null', tags, security, querystring: tokenQuery } },
    async (request, reply): Promise<BankAccountReply> => {
      reply.header('cache-control', 'private, no-store');
      const account = await bankAccountOf(request.server.deps.db, currentUser(request).id);
      return { success: true, data: account ? bankAccountView(account) : null };
    },
  );
}
