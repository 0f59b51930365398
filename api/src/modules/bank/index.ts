// The bank module: routes, and where a member's withdrawals may go (`payoutAccountFor`, for every payout).
import { defineArea } from '../area';
import { bankRoutes } from './routes';

export const bankArea = defineArea({ name: 'bank', routes: [bankRoutes] });

export { bankAccountOf, bankAccountHistory, type MemberBankAccount } from './service';
export { payoutAccountFor, type PayoutAccountCheck } from './payoutAccount';
export { bankAccountView } from './view';
