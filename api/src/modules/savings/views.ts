// Plans on the wire (contract/savings.ts): the original's keys (facts §2.3–§2.5) plus ours.
import { and, eq, inArray } from 'drizzle-orm';
import type { PlanCard, SavingsPlan as PlanWire, TargetPlan } from '../../contract';
import type { Executor } from '../../db/client';
import { paymentCards, type SavingsPlan } from '../../db/schema';
import { formatKobo } from '../../money/money';

/** the cards plans name, by id (a deleted card is still named, so the member sees what stopped working) */
export async function planCards(executor: Executor, userId: number, plans: Pick<SavingsPlan, 'cardId'>[]): Promise<Map<number, PlanCard>> {
  const ids = [...new Set(plans.map((p) => p.cardId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await executor
    .select({ id: paymentCards.id, bank: paymentCards.bank, last4: paymentCards.last4 })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), inArray(paymentCards.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}


export function planView(plan: SavingsPlan, cards: Map<number, PlanCard>): PlanWire {
  return {
    id: plan.id,
    kind: plan.kind,
    status: plan.status,
    amount: formatKobo(plan.amountKobo),
    frequency: plan.frequency,
    transaction_day: plan.transactionDay === null ? null : String(plan.transactionDay),
    transaction_month: plan.transactionMonth,
    transaction_time: plan.transactionTime,
    start_date: plan.startDate,
    payment_method: 'Debit Card',
    card_id: plan.cardId,
    card: plan.cardId === null ? null : (cards.get(plan.cardId) ?? null),
    auto_status: plan.autoStatus,
    next_run_at: plan.autoStatus && !plan.pausedAt && plan.nextRunAt ? plan.nextRunAt.toISOString() : null,
    paused: plan.pausedAt !== null,
    consecutive_failures: plan.consecutiveFailures,
    created_at: plan.createdAt.toISOString(),
  };
}

/** `balanceKobo`: the target account's balance now (ignored once closed: the amount it paid out is shown) */
export function targetView(plan: SavingsPlan, balanceKobo: bigint, cards: Map<number, PlanCard>): TargetPlan {
  const targeted = plan.targetedAmountKobo ?? 0n;
  const balance = plan.status === 'active' ? balanceKobo : (plan.closedAmountKobo ?? 0n);
  const remaining = plan.status === 'active' && targeted > balance ? targeted - balance : 0n;
  const percent = targeted > 0n ? Number((balance * 100n) / targeted) : 0;
  const paidOut = plan.status === 'active' ? 0 : 1;
  return {
    ...planView(plan, cards),
    kind: 'target',
    target_name: plan.targetName ?? '',
    targeted_amount: formatKobo(targeted),
    target_balance: formatKobo(balance),
    percent_complete: Math.min(100, percent),
    remaining_amount: formatKobo(remaining),
    end_date: plan.endDate ?? plan.startDate,
    withdraw_status: paidOut,
    withdrawal_status: paidOut,
    closed_at: plan.closedAt ? plan.closedAt.toISOString() : null,
  };
}
