// Target savings money (spec §7 "Target savings", facts §2.4): funding a target (it completes and pays into the
// wallet when it reaches its amount), taking part of it out, stopping it ("Stop Plan"), its history and balances.
// Creating and editing targets is in the plan routes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AllTargetsInOneReply, SavingsBalanceReply, SavingsPayoutReply, SavingsTransactionsReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { unprocessable } from '../../http/errors';
import { IDEMPOTENCY_HEADER, sendIdempotent } from '../../idempotency';
import { accountBalance, findMemberAccount, targetSavingsAccountKind, TRANSFER_KIND } from '../../ledger';
import { formatKobo } from '../../money/money';
import { naira } from '../payments';
import { activeTargetsKobo, targetsWithBalances } from './balances';
import { fundPackage } from './funding';
import { accountTransactions } from './packageHistory';
import { idempotentPayout, nothingMoved, payoutFromPackage, payoutReply } from './packagePayout';
import { SAVINGS_PURPOSE } from './purposes';
import { security, tags } from './routeDocs';
import { amountBody, fundBody, historyQuery, targetIdParams } from './schema';
import { closeTarget, lockTarget, readTarget, targetAccount } from './targets';
import { planCards, targetView } from './views';

export const TARGET_ENDED = 'This target plan has ended: its savings are already in your wallet';

export async function targetMoneyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.post(
    '/targets/add_funds/:id',
    {
      schema: { summary: `Add money to one of my targets from the wallet or by card. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, params: targetIdParams, body: fundBody },
    },
    async (request, reply) => {
      const targetId = request.params.id;
      return fundPackage(request, reply, request.body, {
        purpose: SAVINGS_PURPOSE.target,
        input: { amount: request.body.amount, id: targetId },
        balanceOf: async (tx, userId) => (await findMemberAccount(tx, userId, targetSavingsAccountKind(targetId)))?.balance ?? 0n,
        message: (amount, result, bookedKind) => {
          // no result: the card payment's webhook came first and gave it to the target the charge names, or to the
          // wallet when that target had ended or was full by then
          if (!result && bookedKind === TRANSFER_KIND.walletFunding) return `Your payment of ${amount} has been added to your wallet: move it to your target from there.`;
          if (!result) return `${amount} has been added to your target.`;
          return result.completed ? `${amount} has been added and your target is complete: its savings have been paid into your wallet.` : `${amount} has been added to your target.`;
        },
        reportsCompletion: true,
      });
    },
  );

  app.post(
    '/targets/add_withdrawal/:id',
    { schema: { summary: `Move part of an active target to my wallet. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, params: targetIdParams, body: amountBody } },
    async (request, reply) => {
      const { amount } = request.body;
      const result = await idempotentPayout<SavingsPayoutReply>(request, async (tx, userId) => {
        const plan = await lockTarget(tx, userId, request.params.id);
        if (plan.status !== 'active') throw unprocessable(TARGET_ENDED);
        const done = await payoutFromPackage(tx, {
          userId,
          fromAccountId: await targetAccount(tx, plan),
          amountKobo: amount,
          kind: TRANSFER_KIND.targetWithdrawal,
          description: `${plan.targetName ?? 'Target'}: withdrawal to your wallet`,
          paymentMethod: 'Wallet',
          purpose: SAVINGS_PURPOSE.target,
          metadata: { target_id: plan.id },
          title: 'target',
          pledged: false,
        });
        return payoutReply(`${naira(amount)} has been moved from your target to your wallet.`, done);
      });
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    '/targetsExit/:id',
    { schema: { summary: `Stop one of my targets: its whole balance goes to my wallet. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, params: targetIdParams } },
    async (request, reply) => {
      const result = await idempotentPayout<SavingsPayoutReply>(request, async (tx, userId) => {
        const plan = await lockTarget(tx, userId, request.params.id);
        if (plan.status !== 'active') throw unprocessable(TARGET_ENDED);
        const closed = await closeTarget(tx, plan, 'exited', now());
        const done = closed.amountKobo > 0n ? closed : await nothingMoved(tx, userId);
        return payoutReply(
          closed.amountKobo > 0n ? `Your target has been stopped and ${naira(closed.amountKobo)} has been paid into your wallet.` : 'Your target has been stopped.',
          done,
        );
      });
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/targets/transactions/:id',
    { schema: { summary: 'One of my targets’ transactions, newest first (paginated)', tags, security, params: targetIdParams, querystring: historyQuery } },
    async (request): Promise<SavingsTransactionsReply> => {
      const { page, per_page: perPage } = request.query;
      const plan = await readTarget(db, currentUser(request).id, request.params.id);
      const account = await findMemberAccount(db, plan.userId, targetSavingsAccountKind(plan.id));
      return accountTransactions(db, account?.id ?? null, { page, perPage, path: `/api/targets/transactions/${plan.id}` });
    },
  );

  app.get(
    '/targets/total_funds/:id',
    { schema: { summary: 'What one of my targets holds now', tags, security, params: targetIdParams } },
    async (request): Promise<SavingsBalanceReply> => {
      const plan = await readTarget(db, currentUser(request).id, request.params.id);
      const account = await findMemberAccount(db, plan.userId, targetSavingsAccountKind(plan.id));
      return { success: true, balance: formatKobo(account ? await accountBalance(db, account.id) : 0n) };
    },
  );

  app.get(
    '/all_targets_sum_per_user',
    { schema: { summary: 'What my active targets hold together', tags, security } },
    async (request): Promise<SavingsBalanceReply> => ({ success: true, balance: formatKobo(await activeTargetsKobo(db, currentUser(request).id)) }),
  );

  app.get(
    '/all_targets_in_one',
    { schema: { summary: '[what my active targets hold, active targets, completed targets, how many targets I ever made]', tags, security } },
    async (request): Promise<AllTargetsInOneReply> => {
      const userId = currentUser(request).id;
      const targets = await targetsWithBalances(db, userId);
      const cards = await planCards(db, userId, targets.map((t) => t.plan));
      const active = targets.filter((t) => t.plan.status === 'active');
      const total = active.reduce((sum, t) => sum + t.balanceKobo, 0n);
      return [
        formatKobo(total),
        active.map((t) => targetView(t.plan, t.balanceKobo, cards)),
        targets.filter((t) => t.plan.status === 'completed').map((t) => targetView(t.plan, t.balanceKobo, cards)),
        targets.length,
      ];
    },
  );
}
