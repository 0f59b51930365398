// The transactions module: the member's history and the original's categories (other modules import kinds from here).
export { transactionRoutes } from './routes';
export { memberTransactions } from './service';
export { dateRange, calendarDate, startOfLagosDate, type DateRange } from './dateRange';
export * from './categories';
