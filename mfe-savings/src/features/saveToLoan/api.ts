// Save-to-loan savings (facts §2.5): the plan, both balances and the latest transactions in one call, the history
// page by page, and Stop Plan (the money goes to the wallet). Its autosave calls are in plans/api.ts with regular
// savings'; its withdrawal is in withdrawals/api.ts with a target's.
import { http } from '@coop/shared';
import type { SavingsTransactionsReply, SaveToLoanAllReply } from '@coop/api/contract';

export const saveToLoanApi = {
  all: () => http.get<SaveToLoanAllReply>('save_to_loan_all_api'),
  /** `id`: the member's save-to-loan plan */
  transactions: (id: number, page: number) => http.get<SavingsTransactionsReply>(`save_loan/transactions/${id}`, { query: { page } }),
};

export const saveToLoanCalls = {
  /** Stop Plan, a money call (SavingsPayoutReply) */
  exit: (id: number) => ({ method: 'POST' as const, path: `saveLoanExit/${id}`, money: true }),
};
