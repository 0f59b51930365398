// The administrators' money routes (SA, ADMIN): ledger check, withdrawals (keyset pages, one withdrawal, retry, void),
// held bank accounts, locked withdrawals, society balances, manual adjustments. Reads are loaders for `useLoad`; the
// changes are paths for the remote's calls, except the adjustment proposal (the kit's useProposal sends it).
import { accepted, http, type KeysetPage } from '@coop/shared';
import type {
  AdjustmentRequest,
  AdminMember,
  AdminMemberReply,
  AdminWithdrawal,
  AdminWithdrawalReply,
  AdminWithdrawalsPage,
  BankAccountReviewReply,
  HeldBankAccount,
  HeldBankAccountsReply,
  LedgerCheckReply,
  LockedMember,
  LockedMembersReply,
  MutationReply,
  Paginator,
  ProposedReply,
  SocietyBalance,
  UnlockPinsReply,
} from '@coop/api/contract';

export type AdminWithdrawalTab = 'pending' | 'stuck' | 'reversed' | 'confirmed' | 'anomaly';

/** What the adjustment form sends: the amount in exact naira ("1500.00"). */
export type AdjustmentBody = AdjustmentRequest & { amount: string };

export interface AdminWithdrawalActionReply extends MutationReply {
  withdrawal?: AdminWithdrawal;
}

/** rows per "Load more" in the money lists */
export const MONEY_PAGE = 25;

/** the list's filter and search, and where the page starts (`before`: the last id shown) */
export interface ListQuery {
  search: string;
  before?: number;
}

const keysetQuery = ({ search, before }: ListQuery) => ({ search: search || undefined, before, limit: MONEY_PAGE });
/** an API older than the keyset pages sends no next_before (and the withdrawals' numbered page): its one page is all there is */
const asKeysetPage = <Row>(reply: { data: Row[]; next_before?: number | null }): KeysetPage<Row> => ({ data: reply.data, next_before: reply.next_before ?? null });

/** the changes an administrator asks for here, sent through the remote's calls (features/calls.ts) */
export const adminPaths = {
  retry: (id: number) => `admin/withdrawals/${id}/retry`,
  void: (id: number) => `admin/withdrawals/${id}/void`,
  finalize: (id: number) => `admin/withdrawals/${id}/finalize`,
  reviewBankAccount: (id: number, decision: 'approve' | 'reject') => `admin/bank_accounts/${id}/${decision}`,
  unlock: (userId: number) => `admin/pin_locks/${userId}/unlock`,
};

export type { BankAccountReviewReply, UnlockPinsReply };

export const adminApi = {
  ledgerCheck: () => http.get<LedgerCheckReply>('admin/ledger/check'),
  withdrawals: (query: ListQuery & { status: AdminWithdrawalTab }, signal?: AbortSignal): Promise<KeysetPage<AdminWithdrawal>> =>
    http.get<AdminWithdrawalsPage>('admin/withdrawals', { query: { status: query.status, ...keysetQuery(query) }, signal }).then(asKeysetPage),
  withdrawal: (id: number, signal?: AbortSignal) => http.get<AdminWithdrawalReply>(`admin/withdrawals/${id}`, { signal }),
  heldBankAccounts: (query: ListQuery, signal?: AbortSignal): Promise<KeysetPage<HeldBankAccount>> =>
    http.get<HeldBankAccountsReply>('admin/bank_accounts/held', { query: keysetQuery(query), signal }).then(asKeysetPage),
  lockedMembers: (query: ListQuery, signal?: AbortSignal): Promise<KeysetPage<LockedMember>> =>
    http.get<LockedMembersReply>('admin/pin_locks', { query: keysetQuery(query), signal }).then(asKeysetPage),
  balances: async (signal?: AbortSignal): Promise<SocietyBalance[]> => {
    const reply = accepted(await http.get<SocietyBalance[] | { data: SocietyBalance[] }>('admin/society-balances', { signal }));
    return Array.isArray(reply) ? reply : (reply.data ?? []);
  },
  /** accounts whose name, e-mail or phone contains `search` (the adjustment form finds a member by e-mail with it) */
  members: (search: string) => http.get<Paginator<AdminMember>>('admin/members', { query: { search, per_page: 20 } }),
  member: (id: number) => http.get<AdminMemberReply>(`admin/members/${id}`),
  propose: (body: AdjustmentBody, idempotencyKey: string) => http.post<ProposedReply>('admin/adjustments', body, { idempotencyKey }),
};
