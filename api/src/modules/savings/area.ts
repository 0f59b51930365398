// The savings area (issue 8): shareholdings, regular, target and save-to-loan savings, autosave, liens. Every member
// route needs a session and membership (gates.ts).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { autosaveJob } from './autosave';
import { savingsDevHooks } from './devHooks';
import { registerSavingsPurposes } from './fundPurposes';
import { savingsRoutes } from './routes';

export const savingsArea = defineArea({
  name: 'savings',
  dependencies: ['payments', 'membership'],
  routes: [savingsRoutes],
  purposes: ({ payments, now }) => registerSavingsPurposes(payments, now),
  jobs: (deps) => [autosaveJob(deps)],
  dev: savingsDevHooks,
});
