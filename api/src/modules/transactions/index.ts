// The transactions module: the member's history and the original's categories of the ledger's transfer kinds.
import { defineArea } from '../area';
import { transactionRoutes } from './routes';

export const transactionsArea = defineArea({ name: 'transactions', routes: [transactionRoutes] });

export { memberTransactions } from './service';
export { dateRange, calendarDate, startOfLagosDate, type DateRange } from './dateRange';
export * from './categories';
