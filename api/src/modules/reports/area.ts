// The society's reports for administrators: balances, trial balance, monthly figures, portfolio at risk.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { reportRoutes } from './routes';

export const reportsArea = defineArea({ name: 'reports', adminRoutes: [reportRoutes] });
