// The administrators' money routes (SA, ADMIN): ledger check, withdrawals, society balances, manual adjustments.
import { http } from '@coop/shared';
import type { AdjustmentRequest, AdminMember, AdminMemberReply, AdminWithdrawal, LedgerCheckReply, MutationReply, Paginator, ProposedReply, SocietyBalance } from '@coop/api/contract';

export type AdminWithdrawalTab = 'pending' | 'stuck' | 'reversed' | 'confirmed' | 'anomaly';

/** What the adjustment form sends: the amount in exact naira ("1500.00"). */
export type AdjustmentBody = AdjustmentRequest & { amount: string };

export interface AdminWithdrawalActionReply extends MutationReply {
  withdrawal?: AdminWithdrawal;
}

export const adminApi = {
  ledgerCheck: () => http.get<LedgerCheckReply>('admin/ledger/check'),
  withdrawals: (status: AdminWithdrawalTab, page: number) =>
    http.get<Paginator<AdminWithdrawal> | AdminWithdrawal[]>('admin/withdrawals', { query: { status, page } }),
  retry: (id: number, idempotencyKey: string) => http.post<AdminWithdrawalActionReply>(`admin/withdrawals/${id}/retry`, undefined, { idempotencyKey }),
  void: (id: number, reason: string, idempotencyKey: string) =>
    http.post<AdminWithdrawalActionReply>(`admin/withdrawals/${id}/void`, { reason }, { idempotencyKey }),
  balances: () => http.get<SocietyBalance[] | { data: SocietyBalance[] }>('admin/society-balances'),
  /** accounts whose name, e-mail or phone contains `search` (the adjustment form finds a member by e-mail with it) */
  members: (search: string) => http.get<Paginator<AdminMember>>('admin/members', { query: { search, per_page: 20 } }),
  member: (id: number) => http.get<AdminMemberReply>(`admin/members/${id}`),
  propose: (body: AdjustmentBody, idempotencyKey: string) => http.post<ProposedReply>('admin/adjustments', body, { idempotencyKey }),
};
