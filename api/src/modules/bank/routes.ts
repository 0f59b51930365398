// Bank details (spec §7, facts §2.10, §3.10): bank_account/add, bank_accountUpdate, bank_account/details.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BankAccountReply, BankAccountSaveReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { adminOnly } from '../../http/scopes';
import { tokenQuery } from '../../http/validation';
import { memberRateLimit } from '../../http/memberRateLimit';
import { adminBankAccountRoutes } from './adminRoutes';
import { queueMail } from '../../mail/queue';
import { bankAccountChangedMail } from './mail';
import { confirmPasswordForBankChange } from './passwordCheck';
import { payoutAccountFor, withdrawalsOpenAt } from './payoutAccount';
import { bankAccountBody, type BankAccountBody } from './schema';
import { bankAccountOf, saveBankAccount } from './service';
import { bankAccountDetailsView } from './view';

const tags = ['bank'];
const security = [{ bearer: [] }];

async function save(request: FastifyRequest, body: BankAccountBody): Promise<BankAccountSaveReply> {
  const { db, now, config } = request.server.deps;
  const { bank_code, account_no } = body;
  const userId = currentUser(request).id;
  // before the provider is asked: a wrong password changes nothing and costs no lookup
  const onFile = await bankAccountOf(db, userId);
  if (onFile) await confirmPasswordForBankChange(db, { userId, password: body.password, address: request.ip, now: now() });
  const input = { bankCode: bank_code, accountNo: account_no, passwordConfirmed: onFile !== null };
  const saved = await saveBankAccount(db, request.server.deps.payments.banks, userId, input, now(), async (tx, saved) => {
    const opensAt = await withdrawalsOpenAt(tx, saved.account);
    await queueMail(tx, bankAccountChangedMail(config, saved.member, { account: saved.account, previous: saved.previous, opensAt }));
  });
  const data = bankAccountDetailsView(await payoutAccountFor(db, userId, now()))!;
  const message = !saved.changed ? 'Your bank account is unchanged' : saved.previous ? 'Bank account updated' : 'Bank account added';
  return { success: true, message: data.status_message ? `${message}. ${data.status_message}` : message, data };
}

export async function bankRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // each save asks the provider to resolve the account: limit it like bank/resolve
  const rateLimit = memberRateLimit(10);

  app.post(
    '/bank_account/add',
    {
      config: { rateLimit },
      schema: { summary: 'Add my bank account, or replace the one on file with my password (the account name comes from the bank)', tags, security, body: bankAccountBody },
    },
    (request) => save(request, request.body),
  );

  app.post(
    '/bank_accountUpdate',
    {
      config: { rateLimit },
      schema: { summary: 'Replace my bank account, with my password (the previous one is kept for audit)', tags, security, body: bankAccountBody },
    },
    (request) => save(request, request.body),
  );

  app.get(
    '/bank_account/details',
    { config: TOKEN_IN_QUERY, schema: { summary: 'My bank account, or null', tags, security, querystring: tokenQuery } },
    async (request, reply): Promise<BankAccountReply> => {
      reply.header('cache-control', 'private, no-store');
      const { db, now } = request.server.deps;
      return { success: true, data: bankAccountDetailsView(await payoutAccountFor(db, currentUser(request).id, now())) };
    },
  );

  await app.register(adminOnly(adminBankAccountRoutes));
}
