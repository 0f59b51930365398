// Builds the Laravel-style paginator the client pages with (`data`, `total`, `next_page_url`, …).
import type { Paginator } from '../contract';

export interface PageRequest {
  page: number;
  perPage: number;
  /** the path the page links point at, e.g. `/api/admin/members` */
  path: string;
  /** other query parameters the links keep (search terms); empty values are dropped */
  query?: Record<string, string | undefined>;
}

export function pageOffset(request: Pick<PageRequest, 'page' | 'perPage'>): number {
  return (request.page - 1) * request.perPage;
}

export function paginator<T>(data: T[], total: number, request: PageRequest): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const link = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) if (value) params.set(key, value);
    params.set('page', String(page));
    params.set('per_page', String(request.perPage));
    return `${request.path}?${params.toString()}`;
  };
  return {
    data,
    total,
    per_page: request.perPage,
    current_page: request.page,
    last_page: lastPage,
    next_page_url: request.page < lastPage ? link(request.page + 1) : null,
    prev_page_url: request.page > 1 ? link(Math.min(request.page - 1, lastPage)) : null,
  };
}
