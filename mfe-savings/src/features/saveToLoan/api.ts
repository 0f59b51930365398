// Save-to-loan savings (facts §2.5): the plan, both balances and the latest transactions in one call, and Stop Plan
// (the money goes to the wallet). Its autosave calls are in plans/api.ts with regular savings'.
import { http } from '@coop/shared';
import type { SavingsPayoutReply, SaveToLoanAllReply } from '@coop/api/contract';

export const saveToLoanApi = {
  all: () => http.get<SaveToLoanAllReply>('save_to_loan_all_api'),
  exit: (id: number, idempotencyKey: string) => http.post<SavingsPayoutReply>(`saveLoanExit/${id}`, undefined, { idempotencyKey }),
};
