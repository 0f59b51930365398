// Withdrawals from the wallet to the member's bank account: the member's routes (with the administrators' inside,
// under their own scope), the provider's transfer.* events that settle a payout, and the job that reconciles them.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { reconcileJob, registerWithdrawalEvents } from './reconcile';
import { withdrawalRoutes } from './routes';

export const withdrawalsArea = defineArea({
  name: 'withdrawals',
  dependencies: ['payments', 'wallet'],
  routes: [withdrawalRoutes],
  events: ({ db, payments, now, log }) => registerWithdrawalEvents({ db, payments, now, log }, payments),
  jobs: ({ db, payments, now, log }) => [reconcileJob({ db, payments, now, log })],
});
