// The loans area (issue 9): individual loans with guarantors, loan groups and group loans, business finance,
// repayments, and the admin's loan book.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { loanAdminRoutes } from './admin/routes';
import { feeHoldsJob } from './application/feeHolds';
import { registerFormFeePurpose } from './application/formFee';
import { businessImageRoutes } from './business/routes';
import { loansDevHooks } from './devHooks';
import { loanJobs } from './repayments/jobs';
import { registerRepaymentPurposes } from './repayments/purposes';
import { businessFinanceRoutes, loanRoutes } from './routes';

export const loansArea = defineArea({
  name: 'loans',
  dependencies: ['payments', 'membership', 'savings'],
  routes: [loanRoutes, businessFinanceRoutes],
  openRoutes: [businessImageRoutes],
  adminRoutes: [loanAdminRoutes],
  purposes: ({ payments, now }) => {
    registerFormFeePurpose(payments, now);
    registerRepaymentPurposes(payments, now);
  },
  jobs: (deps) => [feeHoldsJob(), ...loanJobs(deps)],
  dev: loansDevHooks,
});
