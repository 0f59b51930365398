// What the plan routes share: finding a member's own plans, checking the card a plan charges, when autosave next
// charges, and the plans as the wire shows them (views.ts) with their cards and target balances.
import { and, desc, eq } from 'drizzle-orm';
import type { SavingsPlan as PlanWire, TargetPlan } from '../../contract';
import type { Executor } from '../../db/client';
import { savingsPlans, type SavingsPlan, type SavingsPlanKind } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { memberAccounts, targetSavingsAccountKind } from '../../ledger';
import { findOwnCard } from '../payments';
import { nextOccurrence, type Schedule } from './schedule';
import { planCards, planView, targetView } from './views';

export const PLAN_NOT_FOUND = 'Plan not found';

export const scheduleOfPlan = (plan: Pick<SavingsPlan, 'frequency' | 'transactionDay' | 'transactionMonth' | 'transactionTime' | 'startDate'>): Schedule => ({
  frequency: plan.frequency,
  transactionDay: plan.transactionDay,
  transactionMonth: plan.transactionMonth,
  transactionTime: plan.transactionTime,
  startDate: plan.startDate,
});

/** the schedule's columns, for an insert or update */
export const scheduleColumns = (schedule: Schedule) => ({
  frequency: schedule.frequency,
  transactionDay: schedule.transactionDay,
  transactionMonth: schedule.transactionMonth,
  transactionTime: schedule.transactionTime,
  startDate: schedule.startDate,
});

/** autosave on from now: the next occurrence, no failures, not paused */
export const autosaveOn = (schedule: Schedule, now: Date) => ({ autoStatus: true, nextRunAt: nextOccurrence(schedule, now), consecutiveFailures: 0, pausedAt: null });
export const autosaveOff = () => ({ autoStatus: false, nextRunAt: null, consecutiveFailures: 0, pausedAt: null });

/** the member's own live saved card (another member's or a removed one: 404 "Card not found") */
export async function assertOwnCard(executor: Executor, userId: number, cardId: number): Promise<void> {
  await findOwnCard(executor, userId, cardId);
}

/** the member's regular or save-to-loan plan, locked for the transaction; null when they never made one */
export async function lockMemberPlan(executor: Executor, userId: number, kind: Exclude<SavingsPlanKind, 'target'>): Promise<SavingsPlan | null> {
  const [plan] = await executor.select().from(savingsPlans).where(and(eq(savingsPlans.userId, userId), eq(savingsPlans.kind, kind))).for('update');
  return plan ?? null;
}

function ownPlanQuery(executor: Executor, userId: number, kind: SavingsPlanKind, id: number) {
  return executor
    .select()
    .from(savingsPlans)
    .where(and(eq(savingsPlans.id, id), eq(savingsPlans.userId, userId), eq(savingsPlans.kind, kind)));
}

/** the member's own plan of this kind by id (another member's id: 404, as if it did not exist) */
export async function findOwnPlan(executor: Executor, userId: number, kind: SavingsPlanKind, id: number, message = PLAN_NOT_FOUND): Promise<SavingsPlan> {
  const [plan] = await ownPlanQuery(executor, userId, kind, id);
  if (!plan) throw notFound(message);
  return plan;
}

/** the same, locked for the transaction */
export async function lockOwnPlan(executor: Executor, userId: number, kind: SavingsPlanKind, id: number, message = PLAN_NOT_FOUND): Promise<SavingsPlan> {
  const [plan] = await ownPlanQuery(executor, userId, kind, id).for('update');
  if (!plan) throw notFound(message);
  return plan;
}

export async function planWire(executor: Executor, plan: SavingsPlan): Promise<PlanWire> {
  return planView(plan, await planCards(executor, plan.userId, [plan]));
}

/** targets on the wire, each with its own account's balance */
export async function targetsWire(executor: Executor, userId: number, plans: SavingsPlan[]): Promise<TargetPlan[]> {
  if (!plans.length) return [];
  const balances = new Map((await memberAccounts(executor, userId)).map((a) => [a.purpose, a.balance]));
  const cards = await planCards(executor, userId, plans);
  return plans.map((plan) => targetView(plan, balances.get(targetSavingsAccountKind(plan.id)) ?? 0n, cards));
}

export async function targetWire(executor: Executor, plan: SavingsPlan): Promise<TargetPlan> {
  return (await targetsWire(executor, plan.userId, [plan]))[0];
}

/** every target of the member, newest first */
export async function memberTargets(executor: Executor, userId: number): Promise<SavingsPlan[]> {
  return executor
    .select()
    .from(savingsPlans)
    .where(and(eq(savingsPlans.userId, userId), eq(savingsPlans.kind, 'target')))
    .orderBy(desc(savingsPlans.createdAt), desc(savingsPlans.id));
}

export const NO_CARD_FOR_AUTOSAVE = 'Choose a saved card for this target before turning autosave on (edit the target)';

/** autosave needs the plan's card to still be the member's live saved card */
export async function assertPlanCardLive(executor: Executor, plan: SavingsPlan): Promise<void> {
  if (plan.cardId === null) throw unprocessable(NO_CARD_FOR_AUTOSAVE);
  try {
    await findOwnCard(executor, plan.userId, plan.cardId);
  } catch {
    throw unprocessable('The saved card of this target was removed: choose another card (edit the target) before turning autosave on');
  }
}
