// A target's life: funded until its balance reaches the targeted amount, then completed (its money goes to the
// wallet, autosave stops); or stopped by the member (exited, the same payout). Shared by the funding purpose, the
// autosave job and the target routes.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savingsPlans, type SavingsPlan } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { accountBalance, memberAccount, targetSavingsAccountKind, TRANSFER_KIND } from '../../ledger';
import { formatNairaText } from '../../money/money';
import { payoutToWallet, type PayoutResult } from './payout';
import { SAVINGS_PURPOSE } from './purposes';

export const TARGET_NOT_FOUND = 'Target not found';
export const TARGET_CLOSED = 'This target plan has ended: it no longer takes payments';
export const remainingMessage = (remainingKobo: bigint): string => `Remaining amount to complete plan is ${formatNairaText(remainingKobo)}`;

async function memberTarget(executor: Executor, userId: number, targetId: number, lock: boolean): Promise<SavingsPlan> {
  if (!Number.isSafeInteger(targetId) || targetId <= 0) throw notFound(TARGET_NOT_FOUND);
  const query = executor
    .select()
    .from(savingsPlans)
    .where(and(eq(savingsPlans.id, targetId), eq(savingsPlans.userId, userId), eq(savingsPlans.kind, 'target')));
  const [plan] = lock ? await query.for('no key update') : await query;
  if (!plan) throw notFound(TARGET_NOT_FOUND);
  return plan;
}

/** the member's own target, locked for the transaction (another member's id is a 404, as if it did not exist) */
export function lockTarget(tx: Executor, userId: number, targetId: number): Promise<SavingsPlan> {
  return memberTarget(tx, userId, targetId, true);
}

/** the member's own target, read without a lock (the GET routes); another member's id is a 404 */
export function readTarget(executor: Executor, userId: number, targetId: number): Promise<SavingsPlan> {
  return memberTarget(executor, userId, targetId, false);
}

export const targetAccount = (tx: Executor, plan: Pick<SavingsPlan, 'userId' | 'id'>): Promise<number> => memberAccount(tx, plan.userId, targetSavingsAccountKind(plan.id));

/** what is still missing to reach the targeted amount (0 when reached) */
export async function targetRemainingKobo(tx: Executor, plan: SavingsPlan): Promise<bigint> {
  const balance = await accountBalance(tx, await targetAccount(tx, plan));
  const remaining = (plan.targetedAmountKobo ?? 0n) - balance;
  return remaining > 0n ? remaining : 0n;
}

/** refuses a payment into a target that has ended, or one above what completes it */
export async function assertTargetTakes(tx: Executor, plan: SavingsPlan, amountKobo: bigint): Promise<void> {
  if (plan.status !== 'active') throw unprocessable(TARGET_CLOSED);
  const remaining = await targetRemainingKobo(tx, plan);
  if (amountKobo > remaining) throw unprocessable(remainingMessage(remaining));
}

/** pays a target's whole balance to the wallet and closes it ('completed' or 'exited') */
export async function closeTarget(tx: Executor, plan: SavingsPlan, status: 'completed' | 'exited', now: Date): Promise<PayoutResult & { amountKobo: bigint }> {
  const accountId = await targetAccount(tx, plan);
  const amountKobo = await accountBalance(tx, accountId);
  let payout: PayoutResult = { reference: '', balanceKobo: 0n, walletBalanceKobo: 0n };
  if (amountKobo > 0n) {
    payout = await payoutToWallet(tx, {
      userId: plan.userId,
      fromAccountId: accountId,
      amountKobo,
      kind: TRANSFER_KIND.targetWithdrawal,
      description: `${plan.targetName ?? 'Target'}: ${status === 'completed' ? 'completed, paid to your wallet' : 'stopped, paid to your wallet'}`,
      paymentMethod: status === 'completed' ? 'Target Completed' : 'Target Exit',
      purpose: SAVINGS_PURPOSE.target,
      metadata: { target_id: plan.id },
    });
  }
  await tx
    .update(savingsPlans)
    .set({ status, autoStatus: false, nextRunAt: null, closedAmountKobo: amountKobo, closedAt: now, updatedAt: now })
    .where(eq(savingsPlans.id, plan.id));
  return { ...payout, amountKobo };
}

/** after money went in: completes the target when it reached its amount; returns whether it did */
export async function completeTargetIfReached(tx: Executor, plan: SavingsPlan, now: Date): Promise<boolean> {
  if (plan.status !== 'active' || (await targetRemainingKobo(tx, plan)) > 0n) return false;
  await closeTarget(tx, plan, 'completed', now);
  return true;
}
