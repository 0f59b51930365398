// Recording how a period's charge ended, once: only a run still 'charging' changes, so a retried run never counts
// twice. A success clears the plan's failures; a failure counts one more, and the third in a row pauses the plan.
// The member hears of each failure and of the pause in the app and by mail (queued in the same transaction).
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app';
import { autosaveRuns, savingsPlans, users, type AutosaveRun, type SavingsPlan } from '../../../db/schema';
import { queueMail } from '../../../mail/queue';
import { formatNairaText } from '../../../money/money';
import { notify } from '../../notifications';
import { autosaveFailedMail } from './mails';

/** failed charges in a row that pause a plan */
export const FAILURES_BEFORE_PAUSE = 3;

const PLAN_TITLES = { regular: 'regular savings', save_to_loan: 'save to loan', target: 'target' } as const;
const PLAN_PATHS = { regular: '/savings-tab/regular', save_to_loan: '/savings-tab/savetoloan', target: '/savings-tab/target' } as const;

const planTitle = (plan: SavingsPlan) => (plan.kind === 'target' ? `your target "${plan.targetName ?? ''}"` : `your ${PLAN_TITLES[plan.kind]}`);

export async function recordCharged(deps: Pick<AppDeps, 'db' | 'now'>, run: AutosaveRun, reference: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(autosaveRuns)
      .set({ status: 'charged', chargeReference: reference, failureReason: null, finishedAt: deps.now() })
      .where(and(eq(autosaveRuns.id, run.id), eq(autosaveRuns.status, 'charging')))
      .returning({ id: autosaveRuns.id });
    if (done) await tx.update(savingsPlans).set({ consecutiveFailures: 0 }).where(and(eq(savingsPlans.id, run.planId), sql`${savingsPlans.consecutiveFailures} > 0`));
    return Boolean(done);
  });
}

/** `counts`: false when the failure is not the member's card's (the plan ended or autosave went off meanwhile) */
export async function recordFailed(deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'mailer'>, run: AutosaveRun, plan: SavingsPlan, reason: string, counts = true): Promise<boolean> {
  const at = deps.now();
  let changed = false;
  await deps.db.transaction(async (tx) => {
    const mails: { title: string; message: string }[] = [];
    const [done] = await tx
      .update(autosaveRuns)
      .set({ status: 'failed', failureReason: reason.slice(0, 500), finishedAt: at })
      .where(and(eq(autosaveRuns.id, run.id), eq(autosaveRuns.status, 'charging')))
      .returning({ id: autosaveRuns.id });
    changed = Boolean(done);
    if (!done || !counts) return;
    const [counted] = await tx
      .update(savingsPlans)
      .set({ consecutiveFailures: sql`${savingsPlans.consecutiveFailures} + 1`, updatedAt: at })
      .where(eq(savingsPlans.id, run.planId))
      .returning({ failures: savingsPlans.consecutiveFailures, pausedAt: savingsPlans.pausedAt });
    const link = PLAN_PATHS[plan.kind];
    const failed = {
      title: 'Autosave failed',
      message: `We could not take ${formatNairaText(run.amountKobo)} for ${planTitle(plan)} from your saved card: ${reason}. We will try again at the next scheduled time.`,
    };
    mails.push(failed);
    await notify(tx, plan.userId, { ...failed, link, createdAt: at });
    if (counted && counted.failures >= FAILURES_BEFORE_PAUSE && counted.pausedAt === null) {
      await tx.update(savingsPlans).set({ pausedAt: at, nextRunAt: null }).where(eq(savingsPlans.id, run.planId));
      const paused = {
        title: 'Autosave paused',
        message: `${FAILURES_BEFORE_PAUSE} autosave charges in a row failed, so autosave of ${planTitle(plan)} is paused. Check your saved card, then turn autosave on again or edit the plan.`,
      };
      mails.push(paused);
      await notify(tx, plan.userId, { ...paused, link, createdAt: at });
    }
    const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, plan.userId));
    if (user) await queueMail(tx, mails.map((mail) => autosaveFailedMail(deps.config, user, { ...mail, path: PLAN_PATHS[plan.kind] })));
  });
  if (changed) deps.mailer.kick();
  return changed;
}
