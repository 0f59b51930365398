// The commerce admin panels' reads (SA, ADMIN). Changes go through the remote's calls saga (features/calls.ts).
import { http, type KeysetPage } from '@coop/shared';
import type { AdminHolderRow, AdminInvestmentNewsPage, AdminInvestmentReply, AdminInvestmentsPage, AdminOrderDetails, AdminOrdersPage, AdminProductRequestRow, AdminProductRow, ProductCategory, ProposalsReply } from '@coop/api/contract';


export type OrderFilter = 'action' | 'all' | '1' | '2' | '3' | '4' | '5' | '6';
export type RequestFilter = 'pending' | 'priced' | 'published' | 'declined' | 'all';
export type InvestmentKindFilter = '' | 'market' | 'halal';
export type InvestmentStatusFilter = '' | 'open' | 'paying' | 'paid';

export const commerceAdminApi = {
  categories: (signal?: AbortSignal) => http.get<ProductCategory[]>('admin/shop/categories', { signal }),
  products: (query: { search?: string; before?: number }, signal?: AbortSignal) =>
    http.get<KeysetPage<AdminProductRow>>('admin/shop/products', { signal, query: { search: query.search || undefined, before: query.before } }),
  /** one product as it is now: the edit form's live stock */
  product: (id: number, signal?: AbortSignal) => http.get<AdminProductRow>(`admin/shop/products/${id}`, { signal }),
  orders: (query: { status: OrderFilter; before?: number }, signal?: AbortSignal) => http.get<AdminOrdersPage>('admin/shop/orders', { signal, query }),
  order: (id: number, signal?: AbortSignal) => http.get<AdminOrderDetails>(`admin/shop/orders/${id}`, { signal }),
  requests: (query: { status: RequestFilter; before?: number }, signal?: AbortSignal) => http.get<KeysetPage<AdminProductRequestRow>>('admin/shop/requests', { signal, query }),
  investments: (query: { search?: string; kind?: InvestmentKindFilter; status?: InvestmentStatusFilter; before?: number }, signal?: AbortSignal) =>
    http.get<AdminInvestmentsPage>('admin/investments', { signal, query: { search: query.search || undefined, kind: query.kind || undefined, status: query.status || undefined, before: query.before } }),
  investment: (id: number, signal?: AbortSignal) => http.get<AdminInvestmentReply>(`admin/investments/${id}`, { signal }),
  news: (id: number, before: number | undefined, signal?: AbortSignal) => http.get<AdminInvestmentNewsPage>(`admin/investments/${id}/news`, { signal, query: { before } }),
  marketCategories: (signal?: AbortSignal) => http.get<ProductCategory[]>('admin/investments/categories', { signal }),
  /** payout runs proposed and waiting for a second administrator (one per investment at most) */
  pendingPayouts: (signal?: AbortSignal) => http.get<ProposalsReply>('admin/proposals', { signal, query: { status: 'pending', kind: 'investment_payout', limit: 100 } }),
  holders: (id: number, before: number | undefined, signal?: AbortSignal) => http.get<KeysetPage<AdminHolderRow>>(`admin/investments/${id}/holders`, { signal, query: { before } }),
};
