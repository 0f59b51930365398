// Withdrawals from the wallet to the member's bank account: the member's routes (with the administrators' inside,
// under their own scope), the provider's transfer.* events that settle a payout, and the job that reconciles them.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { savingsWithdrawalPinMail } from './mails';
export { memberSearchCondition, memberSearchQuery } from './memberSearch';
export { WRONG_PASSWORD } from './messages';
export { verifyWithdrawalBody, withdrawBody } from './schema';
