import { http } from '@coop/shared';
import type { AdminAlertsReply, AdminMember, Paginator, ResolveAlertReply, SignupStats } from '@coop/api/contract';

export const MEMBERS_PER_PAGE = 20;
export const ALERTS_PER_PAGE = 10;

export const adminApi = {
  signupStats: (signal?: AbortSignal) => http.get<SignupStats>('admin/signup-stats', { signal }),
  members: (params: { search: string; page: number; per_page?: number }, signal?: AbortSignal) =>
    http.get<Paginator<AdminMember>>('admin/members', {
      query: { search: params.search.trim() || undefined, page: params.page, per_page: params.per_page ?? MEMBERS_PER_PAGE },
      signal,
    }),
  alerts: (cursor: string | null, signal?: AbortSignal) =>
    http.get<AdminAlertsReply>('admin/alerts', { query: { cursor: cursor ?? undefined, limit: ALERTS_PER_PAGE }, signal }),
  resolveAlert: (id: number, note: string) => http.post<ResolveAlertReply>(`admin/alerts/${id}/resolve`, { note }),
};
