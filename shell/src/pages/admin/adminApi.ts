import { http } from '@coop/shared';
import type { AdminAlertsReply, ResolveAlertReply, SignupStats } from '@coop/api/contract';

export const ALERTS_PER_PAGE = 10;

export const adminApi = {
  signupStats: (signal?: AbortSignal) => http.get<SignupStats>('admin/signup-stats', { signal }),
  alerts: (cursor: string | null, signal?: AbortSignal) =>
    http.get<AdminAlertsReply>('admin/alerts', { query: { cursor: cursor ?? undefined, limit: ALERTS_PER_PAGE }, signal }),
  resolveAlert: (id: number, note: string) => http.post<ResolveAlertReply>(`admin/alerts/${id}/resolve`, { note }),
};
