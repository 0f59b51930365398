// Claiming work, each in one short transaction so two job runners (two API processes) never take the same plan:
// due plans are locked with FOR UPDATE SKIP LOCKED, get their period's run row (unique plan + due_at: a period is
// claimed once, ever) and their next occurrence after max(now, due), so periods missed while the server was down
// collapse into one charge. Runs left 'charging' by a process that died are taken over once they are stale.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { autosaveRuns, savingsPlans, type AutosaveRun, type SavingsPlan } from '../../../db/schema';
import { findMemberAccount, targetSavingsAccountKind } from '../../../ledger';
import { scheduleOfPlan } from '../planService';
import { nextOccurrence } from '../schedule';

export interface ClaimedRun {
  run: AutosaveRun;
  plan: SavingsPlan;
}

/** what a period charges: the plan's amount, for a target no more than completes it */
async function periodAmount(tx: Executor, plan: SavingsPlan): Promise<bigint> {
  if (plan.kind !== 'target') return plan.amountKobo;
  const balance = (await findMemberAccount(tx, plan.userId, targetSavingsAccountKind(plan.id)))?.balance ?? 0n;
  const remaining = (plan.targetedAmountKobo ?? 0n) - balance;
  return remaining < plan.amountKobo ? remaining : plan.amountKobo;
}

/** claims up to `limit` due plans: their runs ('charging'), their next_run_at moved on */
export async function claimDuePlans(db: Database, now: Date, limit: number, planId?: number): Promise<ClaimedRun[]> {
  return db.transaction(async (tx) => {
    const plans = await tx
      .select()
      .from(savingsPlans)
      .where(
        and(
          eq(savingsPlans.autoStatus, true),
          isNull(savingsPlans.pausedAt),
          eq(savingsPlans.status, 'active'),
          lte(savingsPlans.nextRunAt, now),
          planId === undefined ? undefined : eq(savingsPlans.id, planId),
        ),
      )
      .orderBy(asc(savingsPlans.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!plans.length) return [];

    const wanted: (typeof autosaveRuns.$inferInsert)[] = [];
    for (const plan of plans) {
      const amountKobo = await periodAmount(tx, plan);
      if (amountKobo > 0n) wanted.push({ planId: plan.id, userId: plan.userId, dueAt: plan.nextRunAt!, amountKobo, status: 'charging', startedAt: now });
    }
    const runs = wanted.length ? await tx.insert(autosaveRuns).values(wanted).onConflictDoNothing().returning() : [];

    const next = plans.map((plan) => {
      const due = plan.nextRunAt!;
      return sql`(${plan.id}::bigint, ${nextOccurrence(scheduleOfPlan(plan), due > now ? due : now).toISOString()}::timestamptz)`;
    });
    await tx.execute(
      sql`UPDATE savings_plans AS p SET next_run_at = v.next_run_at, updated_at = ${now.toISOString()}::timestamptz
          FROM (VALUES ${sql.join(next, sql`, `)}) AS v(id, next_run_at) WHERE p.id = v.id`,
    );
    const byId = new Map(plans.map((p) => [p.id, p]));
    return runs.map((run) => ({ run, plan: byId.get(run.planId)! }));
  });
}

/** takes over runs a dead runner left 'charging' (their started_at renewed: the lease is this runner's now) */
export async function claimStaleRuns(db: Database, now: Date, limit: number, staleMs: number): Promise<ClaimedRun[]> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: autosaveRuns.id })
      .from(autosaveRuns)
      .where(and(eq(autosaveRuns.status, 'charging'), lt(autosaveRuns.startedAt, new Date(now.getTime() - staleMs))))
      .orderBy(asc(autosaveRuns.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!stale.length) return [];
    const runs = await tx
      .update(autosaveRuns)
      .set({ startedAt: now })
      .where(inArray(autosaveRuns.id, stale.map((r) => r.id)))
      .returning();
    const plans = await tx.select().from(savingsPlans).where(inArray(savingsPlans.id, runs.map((r) => r.planId)));
    const byId = new Map(plans.map((p) => [p.id, p]));
    return runs.map((run) => ({ run, plan: byId.get(run.planId)! }));
  });
}
