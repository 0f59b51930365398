// Regular savings (spec §7 "Regular savings", facts §2.3): funding, history, balance, and the two-step withdrawal
// to the wallet, modelled on the wallet's own (../withdrawals/routes.ts) with the shared PIN guard (../pins):
//  1. `verifySavingsWithdrawal {password, amount}`: password, balance and liens, then a PIN mailed for the amount;
//  2. `savingsWithdrawal {password, amount, withdrawal_pin}` (Idempotency-Key): the PIN is used in the transaction
//     that moves the money, so a refused withdrawal leaves it usable.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SavingsBalanceReply, SavingsTransactionsReply, SavingsWithdrawalReply, VerifySavingsWithdrawalReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { unprocessable } from '../../http/errors';
import { IDEMPOTENCY_HEADER, sendIdempotent } from '../../idempotency';
import { MEMBER_ACCOUNT_KIND, memberAccount, TRANSFER_KIND } from '../../ledger';
import { queueMail } from '../../mail/queue';
import { formatKobo } from '../../money/money';
import { checkMemberPassword } from '../auth';
import { naira } from '../payments';
import { assertPinsUnlocked, issuePin, pinLockMail, usePin, walletTarget } from '../pins';
import { savingsWithdrawalPinMail, WRONG_PASSWORD, verifyWithdrawalBody, withdrawBody } from '../withdrawals';
import { regularKobo } from './balances';
import { fundPackage } from './funding';
import { lienRefusal, pledgeableBalances } from './liens';
import { idempotentPayout, packageShortMessage, payoutFromPackage, payoutReply } from './packagePayout';
import { packageHistory } from './packageHistory';
import { SAVINGS_PURPOSE } from './purposes';
import { security, tags } from './routeDocs';
import { fundBody, historyQuery } from './schema';

const PIN_FLOW = 'savings_withdrawal';
const TITLE = 'regular savings';

export async function regularRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now, config } = fastify.deps;
  // password guesses: the same limit as sign-in
  const rateLimit = { max: config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/savingsFunds',
    { schema: { summary: `Add money to my regular savings from the wallet or by card. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, body: fundBody } },
    async (request, reply) =>
      fundPackage(request, reply, request.body, {
        purpose: SAVINGS_PURPOSE.regular,
        input: { amount: request.body.amount },
        balanceOf: regularKobo,
        message: (amount) => `${amount} has been added to your regular savings.`,
      }),
  );

  app.get(
    '/savingsTransactions',
    { schema: { summary: 'My regular savings transactions, newest first (paginated)', tags, security, querystring: historyQuery } },
    async (request): Promise<SavingsTransactionsReply> => {
      const { page, per_page: perPage } = request.query;
      return packageHistory(db, currentUser(request).id, MEMBER_ACCOUNT_KIND.regularSavings, { page, perPage, path: '/api/savingsTransactions' });
    },
  );

  app.get(
    '/savingsBalance',
    { schema: { summary: 'My regular savings balance, and what I may pledge (regular + save-to-loan − liens)', tags, security } },
    async (request): Promise<SavingsBalanceReply> => {
      const pledgeable = await pledgeableBalances(db, currentUser(request).id);
      return { success: true, balance: formatKobo(pledgeable.regularKobo), available: formatKobo(pledgeable.guarantableKobo) };
    },
  );

  app.post(
    '/verifySavingsWithdrawal',
    {
      config: { rateLimit },
      schema: { summary: 'Savings withdrawal step 1: check the password, balance and liens, mail a PIN for the amount', tags, security, body: verifyWithdrawalBody },
    },
    async (request): Promise<VerifySavingsWithdrawalReply> => {
      const session = currentUser(request);
      const { amount } = request.body;
      await assertPinsUnlocked(db, session.id);
      const user = await checkMemberPassword(db, { userId: session.id, password: request.body.password, address: request.ip, now: now() }, WRONG_PASSWORD);
      const balances = await pledgeableBalances(db, user.id);
      if (amount > balances.regularKobo) throw unprocessable(packageShortMessage(TITLE, balances.regularKobo));
      const refusal = lienRefusal(balances, amount);
      if (refusal) throw unprocessable(refusal);
      const target = walletTarget(await memberAccount(db, user.id, MEMBER_ACCOUNT_KIND.wallet));
      // the PIN's mail is queued in the transaction that stores its hash
      const { expiresAt } = await db.transaction(async (tx) => {
        const issued = await issuePin(tx, { userId: user.id, purpose: PIN_FLOW, amountKobo: amount, target, now: now() });
        await queueMail(tx, savingsWithdrawalPinMail(config, { email: user.email, firstName: user.firstName }, { pin: issued.pin, amountKobo: amount }));
        return issued;
      });
      return {
        success: true,
        message: `We have sent a withdrawal PIN to ${user.email}. Please check your e-mail and enter the PIN to confirm the withdrawal of ${naira(amount)} to your wallet. It expires in 10 minutes.`,
        expires_at: expiresAt.toISOString(),
        amount: formatKobo(amount),
      };
    },
  );

  app.post(
    '/savingsWithdrawal',
    {
      config: { rateLimit },
      schema: {
        summary: `Savings withdrawal step 2: the PIN from the mail; moves the money from regular savings to my wallet. Needs an ${IDEMPOTENCY_HEADER} header`,
        tags,
        security,
        body: withdrawBody,
      },
    },
    async (request, reply) => {
      const session = currentUser(request);
      const { amount, withdrawal_pin: pin } = request.body;
      await assertPinsUnlocked(db, session.id);
      const user = await checkMemberPassword(db, { userId: session.id, password: request.body.password, address: request.ip, now: now() }, WRONG_PASSWORD);
      const result = await idempotentPayout<SavingsWithdrawalReply | { success: false; message: string }>(request, async (tx, userId) => {
        const walletId = await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.wallet);
        const checked = await usePin(tx, { userId, purpose: PIN_FLOW, pin, amountKobo: amount, target: walletTarget(walletId), now: now() });
        // returned, not thrown: a wrong PIN's counted attempt must commit; released: a retry with the right PIN runs again
        if (!checked.ok) {
          if (checked.lockedAfter) await queueMail(tx, pinLockMail(config, { email: user.email, firstName: user.firstName }, checked.lockedAfter));
          return { status: checked.status, body: { success: false, message: checked.message }, release: true };
        }
        const done = await payoutFromPackage(tx, {
          userId,
          fromAccountId: await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.regularSavings),
          amountKobo: amount,
          kind: TRANSFER_KIND.savingsWithdrawal,
          description: 'Savings withdrawal to your wallet',
          paymentMethod: 'Wallet',
          purpose: SAVINGS_PURPOSE.regular,
          title: TITLE,
          pledged: true,
        });
        return payoutReply(`${naira(amount)} has been moved from your regular savings to your wallet.`, done);
      });
      return sendIdempotent(reply, result);
    },
  );
}
