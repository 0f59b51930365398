// The bank module: routes, and where a member's withdrawals may go (`payoutAccountFor`, for every payout).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { bankAccountOf, bankAccountHistory, type MemberBankAccount } from './service';
export { payoutAccountFor, type PayoutAccountCheck } from './payoutAccount';
export { bankAccountView } from './view';
