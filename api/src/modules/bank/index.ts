// The bank module: routes, and where a member's withdrawals go (`bankAccountOf`, for the withdrawals code).
export { bankRoutes } from './routes';
export { bankAccountOf, bankAccountHistory, bankAccountView, type MemberBankAccount } from './service';
