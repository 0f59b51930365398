// Wallet → bank withdrawals (facts §2.10, §3.5): step 1 (password → PIN mailed) is the kit's LeaveSocietyConfirm;
// here the PIN step's payout and the member's withdrawals with their timeline.
import { http } from '@coop/shared';
import type { Paginator, Withdrawal, WithdrawReply, WithdrawRequest } from '@coop/api/contract';

export type WithdrawBody = WithdrawRequest;

export const withdrawalApi = {
  withdraw: (body: WithdrawBody, idempotencyKey: string) => http.post<WithdrawReply>('paystackWithdrawalToBank', body, { idempotencyKey }),
  show: (id: number) => http.get<Withdrawal>(`show_withdrawal/${id}`),
  list: (page: number) => http.get<Paginator<Withdrawal>>('withdrawals', { query: { page } }),
};
