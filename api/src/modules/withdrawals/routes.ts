// Withdrawals from the wallet to the member's bank account, in two steps (spec §4, facts §3.5):
//  1. `verifyPasswordBeforeWithdrawal {password, amount}`: checks the password, the bank account and profile, the
//     balance, then mails a one-time PIN bound to the amount and the bank account (the PIN guard, ../pins);
//  2. `paystackWithdrawalToBank {password, amount, withdrawal_pin}` (Idempotency-Key), also reachable as
//     `save_withdrawal/add`: reserves the money at once (pending ledger transfer) and sends the bank transfer;
//     webhooks and a job settle it (./reconcile.ts).
// Plus the member's withdrawals (`show_withdrawal/{id}`, `withdrawals`) and the admin panel (./adminRoutes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VerifyWithdrawalReply, Withdrawal, WithdrawReply, WithdrawalsReply } from '../../contract';
import type { Database } from '../../db/client';
import { currentUser } from '../../http/auth';
import { unprocessable } from '../../http/errors';
import { adminOnly } from '../../http/scopes';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, idempotencyOf, sendIdempotent, userScope, withIdempotency } from '../../idempotency';
import { queueMail } from '../../mail/queue';
import { formatKobo, parseNaira } from '../../money/money';
import { checkMemberPassword } from '../auth';
import { assertNotSuspended } from '../members';
import { insufficientBalanceMessage, MONEY_CLAIM_MS, naira } from '../payments';
import { walletBalance } from '../wallet';
import { adminWithdrawalRoutes } from './adminRoutes';
import { UPDATE_PROFILE_AND_BANK, maskAccount, payoutAccountFor, type PayoutAccount } from './bankAccount';
import { assertPinsUnlocked, bankAccountTarget, issuePin, pinLockMail, usePin } from '../pins';
import { withdrawalPinMail } from './mails';
import { sendPayout, type PayoutDeps } from './payout';
import { verifyWithdrawalBody, withdrawBody, withdrawalIdParams, withdrawalsQuery } from './schema';
import { WRONG_PASSWORD } from './messages';
import { isHeldForOtp, memberWithdrawal, memberWithdrawals, reserveWithdrawal } from './service';

export { UPDATE_PROFILE_AND_BANK };

const PIN_FLOW = 'wallet_withdrawal';
const tags = ['withdrawals'];
const security = [{ bearer: [] }];

/** A complete profile and a payable bank account (approved, not cooling after a change), else a 422 that says why. */
async function payoutAccountOf(db: Database, userId: number, at: Date): Promise<PayoutAccount> {
  const payable = await payoutAccountFor(db, userId, at);
  if (!payable.ok) throw unprocessable(payable.message);
  return payable.account;
}

function withdrawMessage(w: Withdrawal, heldForOtp: boolean): string {
  const to = `${w.bank_name} (${maskAccount(w.account_no)})`;
  // never "on its way" while the provider holds it for the society's OTP
  if (heldForOtp && w.status === 'reserved') return `Your withdrawal of ${naira(parseNaira(w.amount)!)} to ${to} is waiting for the society to approve it. The money is set aside for it.`;
  switch (w.status) {
    case 'confirmed':
      return `Your withdrawal of ${naira(parseNaira(w.amount)!)} has been paid into ${to}.`;
    case 'reversed':
      return `Your withdrawal of ${naira(parseNaira(w.amount)!)} could not be completed${w.failure_reason ? `: ${w.failure_reason}` : ''}. The money is back in your wallet.`;
    default:
      return `Your withdrawal of ${naira(parseNaira(w.amount)!)} to ${to} is on its way.`;
  }
}

export async function withdrawalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now, config, payments } = fastify.deps;
  const deps: PayoutDeps = { db, payments, now, log: fastify.log };
  // password guesses: the same limit as sign-in
  const rateLimit = { max: config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/verifyPasswordBeforeWithdrawal',
    {
      config: { rateLimit },
      schema: { summary: 'Withdrawal step 1: check the password and balance, mail a PIN for the amount', tags, security, body: verifyWithdrawalBody },
    },
    async (request): Promise<VerifyWithdrawalReply> => {
      const session = currentUser(request);
      const { amount } = request.body;
      await assertNotSuspended(db, session.id);
      await assertPinsUnlocked(db, session.id);
      const user = await checkMemberPassword(db, { userId: session.id, password: request.body.password, address: request.ip, now: now() }, WRONG_PASSWORD);
      const account = await payoutAccountOf(db, user.id, now());
      const balance = await walletBalance(db, user.id);
      if (amount > balance) throw unprocessable(insufficientBalanceMessage(balance));
      // the PIN's mail is queued in the transaction that stores its hash
      const { expiresAt } = await db.transaction(async (tx) => {
        const issued = await issuePin(tx, { userId: user.id, purpose: PIN_FLOW, amountKobo: amount, target: bankAccountTarget(account.id), now: now() });
        await queueMail(tx, withdrawalPinMail(config, { email: user.email, firstName: user.firstName }, { pin: issued.pin, amountKobo: amount, account }));
        return issued;
      });
      return {
        success: true,
        message: `We have sent a withdrawal PIN to ${user.email}. Please check your e-mail and enter the PIN to confirm the withdrawal of ${naira(amount)}. It expires in 10 minutes.`,
        expires_at: expiresAt.toISOString(),
        amount: formatKobo(amount),
      };
    },
  );

  const step2 = `the PIN from the mail; reserves the money and sends the bank transfer. Needs an ${IDEMPOTENCY_HEADER} header`;
  // spec §7 lists `save_withdrawal/add` as well: the same request under a second name (same rules, PIN and key).
  // One limiter for both names, so the second name gives no extra password guesses.
  const step2Limit = app.rateLimit(rateLimit);
  for (const [url, summary] of [
    ['/paystackWithdrawalToBank', `Withdrawal step 2: ${step2}`],
    ['/save_withdrawal/add', `Withdrawal step 2, the same as paystackWithdrawalToBank: ${step2}`],
  ] as const) {
    app.post(
      url,
      {
        config: { rateLimit: false },
        onRequest: step2Limit,
        schema: {
          summary,
          tags,
          security,
          body: withdrawBody,
        },
      },
      async (request, reply) => {
        const session = currentUser(request);
        const { key, requestHash } = idempotencyOf(request);
        const { amount, withdrawal_pin: pin } = request.body;
        await assertNotSuspended(db, session.id);
        await assertPinsUnlocked(db, session.id);
        const user = await checkMemberPassword(db, { userId: session.id, password: request.body.password, address: request.ip, now: now() }, WRONG_PASSWORD);
        const account = await payoutAccountOf(db, user.id, now());
        const result = await withIdempotency<{ success: boolean; message?: string; withdrawal_id?: number }>(db, { scope: userScope(user.id), key, requestHash, lockMs: MONEY_CLAIM_MS }, async (tx) => {
          const at = now();
          const checked = await usePin(tx, { userId: user.id, purpose: PIN_FLOW, pin, amountKobo: amount, target: bankAccountTarget(account.id), now: at });
          // returned, not thrown: a wrong PIN's counted attempt must commit. Released, not stored: the PIN is not
          // in the request hash, so a retry with the corrected PIN under the same key must run again.
          if (!checked.ok) {
            if (checked.lockedAfter) await queueMail(tx, pinLockMail(config, { email: user.email, firstName: user.firstName }, checked.lockedAfter));
            return { status: checked.status, body: { success: false, message: checked.message }, release: true };
          }
          const w = await reserveWithdrawal(tx, { userId: user.id, amountKobo: amount, account, provider: payments.provider.name, now: at });
          return { status: 200, body: { success: true, withdrawal_id: w.id } };
        });
        if (result.status !== 200) return sendIdempotent(reply, result);
        const id = result.body.withdrawal_id!;
        // the money is reserved and committed: now the provider (never inside the transaction)
        if (!result.replayed) await sendPayout(deps, id);
        const withdrawal = await memberWithdrawal(db, user.id, id);
        const body: WithdrawReply = { success: true, message: withdrawMessage(withdrawal, await isHeldForOtp(db, id)), withdrawal, balance: formatKobo(await walletBalance(db, user.id)) };
        if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
        return body;
      },
    );
  }

  app.get(
    '/show_withdrawal/:id',
    { schema: { summary: 'One of my withdrawals with its timeline', tags, security, params: withdrawalIdParams } },
    async (request): Promise<Withdrawal> => memberWithdrawal(db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/withdrawals',
    { schema: { summary: 'My withdrawals, newest first (paginated)', tags, security, querystring: withdrawalsQuery } },
    async (request): Promise<WithdrawalsReply> => {
      const { page, per_page: perPage } = request.query;
      return memberWithdrawals(db, currentUser(request).id, { page, perPage, path: '/api/withdrawals' });
    },
  );

  await app.register(adminOnly(adminWithdrawalRoutes(deps)));
}
