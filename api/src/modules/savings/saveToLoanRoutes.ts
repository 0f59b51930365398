// Save-to-loan money (spec §7 "Save-to-loan", facts §2.5): funding, withdrawing to the wallet and stopping the plan
// (both within the liens), its history and the screen's figures. The plan's schedule is in the plan routes.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AllFundsReply, SaveToLoanAllReply, SavingsPayoutReply, SavingsTransactionsReply } from '../../contract';
import type { Executor } from '../../db/client';
import { savingsPlans, type SavingsPlan } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { notFound, unprocessable } from '../../http/errors';
import { IDEMPOTENCY_HEADER, sendIdempotent } from '../../idempotency';
import { MEMBER_ACCOUNT_KIND, memberAccount, TRANSFER_KIND } from '../../ledger';
import { formatKobo } from '../../money/money';
import { naira } from '../payments';
import { loanInvestmentKobo, saveToLoanKobo } from './balances';
import { fundPackage } from './funding';
import { lockPledgeableBalances, pledgeableBalances } from './liens';
import { packageHistory } from './packageHistory';
import { idempotentPayout, nothingMoved, payoutFromPackage, payoutReply, type PackagePayout } from './packagePayout';
import { SAVINGS_PURPOSE } from './purposes';
import { security, tags } from './routeDocs';
import { amountBody, fundBody, historyQuery, planIdParams } from './schema';
import { planCards, planView } from './views';

export const PLAN_NOT_FOUND = 'Save to loan plan not found';
export const PLAN_ALREADY_STOPPED = 'This save to loan plan is already stopped';
const TITLE = 'save to loan';
const LATEST = 10;

/** the member's save-to-loan plan row, or null when they never made one */
async function findPlan(executor: Executor, userId: number): Promise<SavingsPlan | null> {
  const [plan] = await executor.select().from(savingsPlans).where(and(eq(savingsPlans.userId, userId), eq(savingsPlans.kind, 'save_to_loan')));
  return plan ?? null;
}

/** the member's save-to-loan plan by its id (404 for any other id); `lock`: for the transaction that stops it */
async function ownPlan(executor: Executor, userId: number, id: number, lock = false): Promise<SavingsPlan> {
  const query = executor
    .select()
    .from(savingsPlans)
    .where(and(eq(savingsPlans.id, id), eq(savingsPlans.userId, userId), eq(savingsPlans.kind, 'save_to_loan')));
  const [plan] = lock ? await query.for('no key update') : await query;
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

const withdrawal = (userId: number, fromAccountId: number, amountKobo: bigint, description: string): PackagePayout => ({
  userId,
  fromAccountId,
  amountKobo,
  kind: TRANSFER_KIND.saveToLoanWithdrawal,
  description,
  paymentMethod: 'Wallet',
  purpose: SAVINGS_PURPOSE.saveToLoan,
  title: TITLE,
  pledged: true,
});

export async function saveToLoanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.post(
    '/save_loan/add_funds',
    { schema: { summary: `Add money to my save to loan savings from the wallet or by card. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, body: fundBody } },
    async (request, reply) =>
      fundPackage(request, reply, request.body, {
        purpose: SAVINGS_PURPOSE.saveToLoan,
        input: { amount: request.body.amount },
        balanceOf: saveToLoanKobo,
        message: (amount) => `${amount} has been added to your save to loan savings.`,
      }),
  );

  app.post(
    '/save_loan/add_withdrawal',
    { schema: { summary: `Move part of my save to loan savings to my wallet (within my liens). Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, body: amountBody } },
    async (request, reply) => {
      const { amount } = request.body;
      const result = await idempotentPayout<SavingsPayoutReply>(request, async (tx, userId) => {
        const from = await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.saveToLoan);
        const done = await payoutFromPackage(tx, withdrawal(userId, from, amount, 'Save to loan withdrawal to your wallet'));
        return payoutReply(`${naira(amount)} has been moved from your save to loan savings to your wallet.`, done);
      });
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    '/saveLoanExit/:id',
    { schema: { summary: `Stop my save to loan plan: its whole balance goes to my wallet (within my liens). Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, params: planIdParams } },
    async (request, reply) => {
      const result = await idempotentPayout<SavingsPayoutReply>(request, async (tx, userId) => {
        const plan = await ownPlan(tx, userId, request.params.id, true);
        const from = await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.saveToLoan);
        // locked before it is read, so the whole balance is what moves even with a payment arriving meanwhile
        const { saveToLoanKobo: balance } = await lockPledgeableBalances(tx, userId, [await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.wallet)]);
        if (plan.status === 'exited' && balance === 0n) throw unprocessable(PLAN_ALREADY_STOPPED);
        const done = balance > 0n ? await payoutFromPackage(tx, withdrawal(userId, from, balance, 'Save to loan plan stopped, paid to your wallet')) : await nothingMoved(tx, userId);
        const at = now();
        await tx.update(savingsPlans).set({ status: 'exited', autoStatus: false, nextRunAt: null, closedAmountKobo: balance, closedAt: at, updatedAt: at }).where(eq(savingsPlans.id, plan.id));
        return payoutReply(balance > 0n ? `Your save to loan plan has been stopped and ${naira(balance)} has been paid into your wallet.` : 'Your save to loan plan has been stopped.', done);
      });
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/save_loan/transactions/:id',
    { schema: { summary: 'My save to loan transactions, newest first (paginated); the id is my save to loan plan', tags, security, params: planIdParams, querystring: historyQuery } },
    async (request): Promise<SavingsTransactionsReply> => {
      const { page, per_page: perPage } = request.query;
      const plan = await ownPlan(db, currentUser(request).id, request.params.id);
      return packageHistory(db, plan.userId, MEMBER_ACCOUNT_KIND.saveToLoan, { page, perPage, path: `/api/save_loan/transactions/${plan.id}` });
    },
  );

  app.get(
    '/all_funds',
    { schema: { summary: '[loan investment balance (save to loan savings held by liens), save to loan balance]', tags, security } },
    async (request): Promise<AllFundsReply> => {
      const b = await pledgeableBalances(db, currentUser(request).id);
      return [formatKobo(loanInvestmentKobo(b.liensKobo, b.saveToLoanKobo)), formatKobo(b.saveToLoanKobo)];
    },
  );

  app.get(
    '/save_to_loan_all_api',
    { schema: { summary: `[[my save to loan plan] or [], loan investment balance, save to loan balance, my latest ${LATEST} save to loan transactions]`, tags, security } },
    async (request): Promise<SaveToLoanAllReply> => {
      const userId = currentUser(request).id;
      const plan = await findPlan(db, userId);
      const plans = plan ? [planView(plan, await planCards(db, userId, [plan]))] : [];
      const b = await pledgeableBalances(db, userId);
      const latest = await packageHistory(db, userId, MEMBER_ACCOUNT_KIND.saveToLoan, { page: 1, perPage: LATEST, path: '/api/save_to_loan_all_api' });
      return [plans, formatKobo(loanInvestmentKobo(b.liensKobo, b.saveToLoanKobo)), formatKobo(b.saveToLoanKobo), latest.data];
    },
  );
}
