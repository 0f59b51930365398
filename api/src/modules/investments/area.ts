// Investments (issue 10): the market place and the halal product for members, and the admin's side.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { investmentAdminRoutes } from './admin';
import { investmentsDevHooks } from './devHooks';
import { payoutJob } from './payout';
import { registerInvestmentPurpose } from './purchase';
import { investmentRoutes } from './routes';

export const investmentsArea = defineArea({
  name: 'investments',
  dependencies: ['payments', 'membership'],
  routes: [investmentRoutes],
  adminRoutes: [investmentAdminRoutes],
  purposes: ({ payments, now }) => registerInvestmentPurpose(payments, now),
  jobs: () => [payoutJob()],
  dev: investmentsDevHooks,
});
