// Wallet → bank withdrawals in two steps (facts §2.10, §3.5) and the member's withdrawals with their timeline.
import { http } from '@coop/shared';
import type { Paginator, VerifyWithdrawalReply, Withdrawal, WithdrawReply } from '@coop/api/contract';

export interface VerifyWithdrawalBody {
  password: string;
  amount: string;
  withdrawal_pin: '';
}

export interface WithdrawBody {
  password: string;
  amount: string;
  withdrawal_pin: string;
}

export const withdrawalApi = {
  verify: (body: VerifyWithdrawalBody) => http.post<VerifyWithdrawalReply>('verifyPasswordBeforeWithdrawal', body),
  withdraw: (body: WithdrawBody, idempotencyKey: string) => http.post<WithdrawReply>('paystackWithdrawalToBank', body, { idempotencyKey }),
  show: (id: number) => http.get<Withdrawal>(`show_withdrawal/${id}`),
  list: (page: number) => http.get<Paginator<Withdrawal>>('withdrawals', { query: { page } }),
};
