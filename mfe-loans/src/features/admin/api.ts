// The loans admin panels' reads (SA, ADMIN).
import { downloadFile, http } from '@coop/shared';
import type { AdminLoanDetailsReply, AdminLoanQueueReply, LoanBookReply } from '@coop/api/contract';

export const loansAdminApi = {
  queue: (query: { status: string; kind?: string; search?: string; before?: number }, signal?: AbortSignal) =>
    http.get<AdminLoanQueueReply>('admin/loans', { signal, query: { status: query.status, kind: query.kind || undefined, search: query.search || undefined, before: query.before, limit: 25 } }),
  details: (id: number, signal?: AbortSignal) => http.get<AdminLoanDetailsReply>(`admin/loans/${id}`, { signal }),
  book: (cursor: string | undefined, signal?: AbortSignal) => http.get<LoanBookReply>('admin/loan_book', { signal, query: { cursor } }),
  bookCsv: () => downloadFile('admin/loan_book.csv', {}, 'loan-book.csv'),
};
