// What dev/ may run in the loans area (development mode only): the auto-repay and reminder jobs, now.
import type { AppDeps } from '../../app';
import { runAutoRepay } from './repayments/autoRepay';
import { runReminders } from './repayments/reminders';

export const loansDevHooks = {
  runAutoRepay: (deps: AppDeps, loanId?: number) => runAutoRepay(deps, deps.now(), { loanId }),
  runReminders: (deps: AppDeps) => runReminders(deps, deps.now()),
};
