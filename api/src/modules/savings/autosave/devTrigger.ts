// Development only (POST /api/dev/autosave/run {plan_id}): charges a plan's next scheduled period now, so a browser
// test sees autosave work without waiting for the plan's day and time. The job runs for that plan alone with its
// clock at the period's time; the period keeps its key (the scheduled occurrence), so it is charged once, and the
// plan moves on to the following period as it would have.
import { eq } from 'drizzle-orm';
import { savingsPlans } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { runAutosave, type AutosaveDeps, type AutosaveRunSummary } from './index';

export async function runPlanNow(deps: AutosaveDeps, planId: number): Promise<AutosaveRunSummary> {
  const [plan] = await deps.db.select({ nextRunAt: savingsPlans.nextRunAt }).from(savingsPlans).where(eq(savingsPlans.id, planId));
  if (!plan) throw notFound('Plan not found');
  const now = deps.now();
  const at = plan.nextRunAt && plan.nextRunAt > now ? plan.nextRunAt : now;
  return runAutosave(deps, at, { planId });
}
