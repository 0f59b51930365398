// The transactions module: the member's history and the original's categories of the ledger's transfer kinds.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { memberTransactions } from './service';
export { dateRange, calendarDate, startOfLagosDate, type DateRange } from './dateRange';
export * from './categories';
