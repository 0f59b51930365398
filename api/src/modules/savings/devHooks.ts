// What dev/ may run in the savings area (development mode only): the autosave job now, or one plan's next period.
import type { AppDeps } from '../../app';
import { runAutosave } from './autosave';
import { runPlanNow } from './autosave/devTrigger';

export const savingsDevHooks = {
  /** with a plan id, that plan's next period is made due and charged now; without, the autosave job runs */
  runAutosave: (deps: AppDeps, planId?: number) => (planId === undefined ? runAutosave(deps, deps.now()) : runPlanNow(deps, planId)),
};
