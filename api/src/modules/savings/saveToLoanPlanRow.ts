// Save-to-loan money needs its plan row: Stop Plan (`saveLoanExit/{id}`) and its transactions (`save_loan/transactions/{id}`)
// are addressed by the plan's id. Money paid in without an autosave plan gets one with autosave off (a monthly schedule
// from today, which `save_loan/store` replaces when the member turns autosave on); money paid into a stopped plan
// opens it again.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savingsPlans } from '../../db/schema';
import { lagosDate } from '../../time/lagos';

export async function ensureOpenSaveToLoanPlan(tx: Executor, userId: number, amountKobo: bigint, now: Date): Promise<void> {
  await tx
    .insert(savingsPlans)
    .values({ userId, kind: 'save_to_loan', amountKobo, frequency: 'Monthly', transactionMonth: 1, transactionTime: '09:00', startDate: lagosDate(now), autoStatus: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  await tx
    .update(savingsPlans)
    .set({ status: 'active', closedAt: null, closedAmountKobo: null, updatedAt: now })
    .where(and(eq(savingsPlans.userId, userId), eq(savingsPlans.kind, 'save_to_loan'), sql`${savingsPlans.status} <> 'active'`));
}
