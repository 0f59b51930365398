// The loans area's scheduled jobs: auto-repay and the due-date notices, both safe with several API instances.
import type { AppDeps } from '../../../app';
import type { JobDefinition } from '../../../jobs';
import { runAutoRepay } from './autoRepay';
import { runReminders } from './reminders';

export const AUTO_REPAY_JOB = 'loans.auto_repay';
export const REMINDERS_JOB = 'loans.reminders';
const HOUR = 3_600_000;

export function loanJobs(deps: AppDeps): JobDefinition[] {
  const autoRepay: JobDefinition = {
    name: AUTO_REPAY_JOB,
    everyMs: HOUR,
    run: async (db, now, { log }) => {
      const summary = await runAutoRepay({ ...deps, db }, now);
      if (summary.paid || summary.partial || summary.failed) log.info({ job: AUTO_REPAY_JOB, ...summary }, 'auto-repay run');
      return summary;
    },
  };
  const reminders: JobDefinition = {
    name: REMINDERS_JOB,
    everyMs: HOUR,
    run: async (db, now, { log }) => {
      const summary = await runReminders({ ...deps, db }, now);
      if (summary.reminded || summary.overdue) log.info({ job: REMINDERS_JOB, ...summary }, 'loan reminders');
      return summary;
    },
  };
  return [autoRepay, reminders];
}
