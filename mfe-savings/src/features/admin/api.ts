// The administrators' savings routes (SA, ADMIN): society totals, autosave runs, one member's savings, dividends.
import { http } from '@coop/shared';
import type {
  AdminAutosaveReport,
  AdminMemberSavings,
  AdminSavingsTotals,
  DividendDeclaration,
  DividendList,
  DividendPostReply,
  DividendPreview,
} from './types';

/** What the Dividends panel declares: the amount in exact naira and the administrators' note. */
export interface DividendBody {
  amount: string;
  note: string;
}

export const savingsAdminApi = {
  totals: () => http.get<AdminSavingsTotals>('admin/savings/totals'),
  autosave: () => http.get<AdminAutosaveReport>('admin/savings/autosave'),
  member: (email: string) => http.get<AdminMemberSavings>('admin/savings/member', { query: { email } }),
  previewDividend: (amount: string) => http.post<DividendPreview>('admin/dividends/preview', { amount }),
  postDividend: (body: DividendBody, idempotencyKey: string) => http.post<DividendPostReply>('admin/dividends', body, { idempotencyKey }),
  dividends: () => http.get<DividendList>('admin/dividends'),
  dividend: (id: number) => http.get<DividendDeclaration>(`admin/dividends/${id}`),
};
