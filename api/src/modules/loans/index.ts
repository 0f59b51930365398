// The loans area (issue 9): individual loans with guarantors, loan groups and group loans, business finance,
// repayments, and the admin's loan book.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { LOAN_PURPOSE } from './purposes';
export { lienReference } from './references';
export { csvCell } from './admin/csv';
export { disburseLoan } from './disburse';
export { recordLoanEvent } from './events';
export { applyRepayment } from './repayment';
export { repaymentFigures } from './repaymentState';
export { instalmentKobo } from './schedule';
