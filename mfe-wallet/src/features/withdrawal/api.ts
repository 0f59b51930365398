// Wallet → bank withdrawals in two steps (facts §2.10, §3.5) and the member's withdrawals with their timeline.
import { http } from '@coop/shared';
import type { Paginator, VerifyWithdrawalReply, VerifyWithdrawalRequest, Withdrawal, WithdrawReply, WithdrawRequest } from '@coop/api/contract';

export type VerifyWithdrawalBody = VerifyWithdrawalRequest;
export type WithdrawBody = WithdrawRequest;

export const withdrawalApi = {
  verify: (body: VerifyWithdrawalBody) => http.post<VerifyWithdrawalReply>('verifyPasswordBeforeWithdrawal', body),
  withdraw: (body: WithdrawBody, idempotencyKey: string) => http.post<WithdrawReply>('paystackWithdrawalToBank', body, { idempotencyKey }),
  show: (id: number) => http.get<Withdrawal>(`show_withdrawal/${id}`),
  list: (page: number) => http.get<Paginator<Withdrawal>>('withdrawals', { query: { page } }),
};
