// The administrators' savings routes (SA, ADMIN): society totals, autosave health, one member's savings, dividends.
import { http } from '@coop/shared';
import type {
  AutosaveHealthReply,
  DividendListReply,
  DividendPostReply,
  DividendPostRequest,
  DividendPreviewReply,
  SavingsMemberReply,
  SavingsTotalsReply,
} from '@coop/api/contract';

/** What the Dividends panel declares: the amount in exact naira ("250000.00") and the note members read. */
export type DividendBody = { amount: string; note: string } & DividendPostRequest;

export const savingsAdminApi = {
  totals: () => http.get<SavingsTotalsReply>('admin/savings/totals'),
  autosave: () => http.get<AutosaveHealthReply>('admin/savings/autosave'),
  member: (email: string) => http.get<SavingsMemberReply>('admin/savings/member', { query: { email } }),
  previewDividend: (amount: string) => http.post<DividendPreviewReply>('admin/dividends/preview', { amount }),
  postDividend: (body: DividendBody, idempotencyKey: string) => http.post<DividendPostReply>('admin/dividends', body, { idempotencyKey }),
  dividends: (page: number) => http.get<DividendListReply>('admin/dividends', { query: { page } }),
};
