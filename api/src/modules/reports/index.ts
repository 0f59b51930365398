// The society's reports for administrators: balances, trial balance, monthly figures, portfolio at risk.
import { defineArea } from '../area';
import { reportRoutes } from './routes';

export const reportsArea = defineArea({ name: 'reports', adminRoutes: [reportRoutes] });
