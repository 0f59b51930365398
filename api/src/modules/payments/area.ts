// The payments area: what a member pays for and how (./README.md). The service is `app.deps.payments` (built in
// buildApp); an area registers its purposes and takes money with it. This is also its public surface for other areas.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { chargeSettlementJob, registerChargeSettlementEvents } from './chargeSettlement';
import { paymentsRoutes } from './routes';

export const paymentsArea = defineArea({
  name: 'payments',
  openRoutes: [paymentsRoutes],
  events: ({ payments }) => registerChargeSettlementEvents(payments),
  jobs: ({ payments, config }) => [chargeSettlementJob(payments, config)],
});
