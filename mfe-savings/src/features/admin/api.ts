// The administrators' savings routes (SA, ADMIN): society totals, autosave health, one member's savings, dividends and
// the dividend pool. Declaring a dividend and funding its pool are proposals: another administrator approves them.
import { http } from '@coop/shared';
import type {
  AutosaveHealthReply,
  DividendDetailsReply,
  DividendFundingRequest,
  DividendKeysetPage,
  DividendPoolReply,
  DividendPostRequest,
  DividendPreviewReply,
  Money,
  ProposedReply,
  SavingsMemberReply,
  SavingsTotalsReply,
} from '@coop/api/contract';

/** What the Dividends panel declares: the amount in exact naira ("250000.00") and the note members read. */
export type DividendBody = { amount: string; note: string } & DividendPostRequest;

/** What the pool funding form sends: the amount in exact naira, the society account it comes from and a note. */
export type FundingBody = { amount: string } & DividendFundingRequest;

/** The preview with the pool it would be paid from (an API older than the pool leaves it out). */
export type DividendPreview = DividendPreviewReply & { pool_balance?: Money };

export const savingsAdminApi = {
  totals: () => http.get<SavingsTotalsReply>('admin/savings/totals'),
  autosave: () => http.get<AutosaveHealthReply>('admin/savings/autosave'),
  member: (email: string) => http.get<SavingsMemberReply>('admin/savings/member', { query: { email } }),
  /** a read: nothing is declared until the proposal */
  previewDividend: (amount: string) => http.post<DividendPreview>('admin/dividends/preview', { amount }),
  /** the paid dividends, newest first: pass the last one shown as `before` for the next page */
  dividends: (before: number | undefined, signal?: AbortSignal) => http.get<DividendKeysetPage>('admin/dividends', { query: { before }, signal }),
  dividend: (id: string, page: number, signal?: AbortSignal) => http.get<DividendDetailsReply>(`admin/dividends/${encodeURIComponent(id)}`, { query: { page }, signal }),
  pool: (signal?: AbortSignal) => http.get<DividendPoolReply>('admin/dividends/pool', { signal }),
  fundPool: (body: FundingBody, idempotencyKey: string) => http.post<ProposedReply>('admin/dividends/fund', body, { idempotencyKey }),
};

/** the proposals (money calls, ProposedReply) sent through the remote's calls */
export const savingsAdminCalls = {
  proposeDividend: (body: DividendBody) => ({ method: 'POST' as const, path: 'admin/dividends', body, money: true }),
};
