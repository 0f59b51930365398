// The Notices section's calls: how many an audience reaches, send a notice (one Idempotency-Key per composed notice),
// the notices sent and one notice. Wire types: api/src/contract/notices.ts.
import { http } from '@coop/shared';
import { MEMBER_FILTER_KEYS, type MemberFilterKey, type MemberFilterValues } from '../members/memberFilters';
import type { NoticeAudience, NoticeAudienceReply, NoticeReply, NoticesReply, SendNoticeReply, SendNoticeRequest } from '@coop/api/contract';

export const NOTICES_PER_PAGE = 20;

/** the audience as the URL holds it: the member list's filters, 'true' / 'false' or absent */
export const AUDIENCE_KEYS = MEMBER_FILTER_KEYS;
export type AudienceKey = MemberFilterKey;
export type AudienceFilters = MemberFilterValues;

const yesNo = (value: string): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);

/** the filters as the API's JSON takes them: booleans, each left out when it does not narrow */
export function audienceOf(filters: AudienceFilters): NoticeAudience {
  const audience: NoticeAudience = {};
  if (filters.search.trim()) audience.search = filters.search.trim();
  for (const key of AUDIENCE_KEYS) {
    if (key === 'search') continue;
    const value = yesNo(filters[key]);
    if (value !== undefined) audience[key] = value;
  }
  return audience;
}

export const noticesApi = {
  audience: (audience: NoticeAudience, signal?: AbortSignal) => http.get<NoticeAudienceReply>('admin/notices/audience', { query: { ...audience }, signal }),
  send: (body: SendNoticeRequest, idempotencyKey: string) => http.post<SendNoticeReply>('admin/notices', body, { idempotencyKey }),
  list: (before: number | undefined, signal?: AbortSignal) => http.get<NoticesReply>('admin/notices', { query: { before, limit: NOTICES_PER_PAGE }, signal }),
  notice: (id: number, signal?: AbortSignal) => http.get<NoticeReply>(`admin/notices/${id}`, { signal }),
};
