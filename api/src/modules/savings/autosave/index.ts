// The autosave job (issue 8): charges each due plan's saved card into its package, exactly once per plan and
// period, with any number of runners (API processes) at once and after one was killed mid-run (see claim.ts and
// charge.ts). Registered with the scheduler as 'savings.autosave' every AUTOSAVE_EVERY_MS.
import type { AppDeps } from '../../../app';
import type { JobDefinition } from '../../../jobs';
import type { Database } from '../../../db/client';
import { chargeRun, type RunOutcome } from './charge';
import { claimDuePlans, claimStaleRuns, type ClaimedRun } from './claim';

export const AUTOSAVE_JOB = 'savings.autosave';
/** plans claimed per short transaction, per charge a runner makes at once: small enough that other runners share the work */
const CLAIMS_PER_WORKER = 10;

export interface AutosaveRunSummary {
  charged: number;
  failed: number;
  /** left 'charging' for a later run (the provider did not answer) */
  retry: number;
}

export type AutosaveDeps = Pick<AppDeps, 'now' | 'config' | 'mailer' | 'payments'> & { db: Database };
type Deps = AutosaveDeps;

async function chargeAll(deps: Deps, claimed: ClaimedRun[], summary: AutosaveRunSummary): Promise<void> {
  const concurrency = Math.max(1, deps.config.AUTOSAVE_CONCURRENCY);
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const { run, plan } = claimed[next++];
      const outcome: RunOutcome = await chargeRun(deps, run, plan);
      summary[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
}

/** One pass: finishes runs a dead runner left behind, then claims and charges every due plan (or just `planId`). */
export async function runAutosave(deps: Deps, now: Date, options: { planId?: number } = {}): Promise<AutosaveRunSummary> {
  const summary: AutosaveRunSummary = { charged: 0, failed: 0, retry: 0 };
  const batch = CLAIMS_PER_WORKER * Math.max(1, deps.config.AUTOSAVE_CONCURRENCY);
  if (options.planId === undefined) {
    for (;;) {
      const stale = await claimStaleRuns(deps.db, now, batch, deps.config.AUTOSAVE_STALE_MS);
      if (!stale.length) break;
      await chargeAll(deps, stale, summary);
    }
  }
  for (;;) {
    const due = await claimDuePlans(deps.db, now, batch, options.planId);
    if (!due.length) break;
    await chargeAll(deps, due, summary);
    if (options.planId !== undefined) break;
  }
  return summary;
}

export function autosaveJob(deps: AppDeps): JobDefinition {
  return {
    name: AUTOSAVE_JOB,
    everyMs: deps.config.AUTOSAVE_EVERY_MS,
    // runs are safe side by side (claim.ts): a dead runner's slot frees when its periods may be taken over
    timeoutMs: Math.max(deps.config.AUTOSAVE_EVERY_MS, deps.config.AUTOSAVE_STALE_MS),
    run: async (db, now, { log }) => {
      const summary = await runAutosave({ ...deps, db }, now);
      if (summary.charged || summary.failed || summary.retry) log.info({ job: AUTOSAVE_JOB, ...summary }, 'autosave run');
      return summary;
    },
  };
}
