// Wallet → bank withdrawals (facts §2.10, §3.5): step 1 (password → PIN mailed) is the kit's LeaveSocietyConfirm;
// here the PIN step's payout (a path for the remote's calls) and the member's withdrawals with their timeline.
import { accepted, asPaginator, http } from '@coop/shared';
import type { Paginator, Withdrawal, WithdrawRequest } from '@coop/api/contract';

export type WithdrawBody = WithdrawRequest;

export const withdrawalApi = {
  show: async (id: number, signal?: AbortSignal): Promise<Withdrawal> => accepted(await http.get<Withdrawal>(`show_withdrawal/${id}`, { signal })),
  list: async (page: number, signal?: AbortSignal): Promise<Paginator<Withdrawal>> =>
    asPaginator(accepted(await http.get<Paginator<Withdrawal>>('withdrawals', { query: { page }, signal }))),
};

export const withdrawalPaths = {
  withdraw: 'paystackWithdrawalToBank',
};
