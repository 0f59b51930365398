// The bank module: routes, and where a member's withdrawals may go (`payoutAccountFor`, for every payout).
export { bankRoutes } from './routes';
export { bankAccountOf, bankAccountHistory, type MemberBankAccount } from './service';
export { payoutAccountFor, type PayoutAccountCheck } from './payoutAccount';
export { bankAccountView } from './view';
