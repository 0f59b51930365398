// Notices to members (issue 25): an administrator writes a title and a message to every member or to a segment of the
// member list, sees how many it will reach, and sends it; a job delivers it in batches (an in-app notification and a
// mail each, exactly once per member). Times are ISO 8601.
import type { PersonRef } from './backOffice';

/**
 * Who a notice is for: the member list's filters (GET admin/members), each left out when not narrowing. `{}` is every
 * member account (role MEMBER; administrators are never in an audience), suspended ones included: a notice is the
 * society's word to all its members, and a suspended member still is one. Send `suspended: false` to leave them out.
 */
export interface NoticeAudience {
  /** part of a first or last name, e-mail address or phone number */
  search?: string;
  /** paid the registration fee (true) or not (false) */
  member?: boolean;
  verified?: boolean;
  suspended?: boolean;
  below_minimum_shares?: boolean;
  overdue_loan?: boolean;
}

/** `POST admin/notices` body (SA, ADMIN; Idempotency-Key): title 1–120 characters, message 1–2000 */
export interface SendNoticeRequest {
  title: string;
  message: string;
  audience: NoticeAudience;
}

/** `GET admin/notices/audience?search=…&member=true…` (the member list's filters): how many members a notice would reach */
export interface NoticeAudienceReply {
  success: true;
  count: number;
  /** the audience in words, e.g. "Members, verified, not suspended" or "Every member" */
  summary: string;
}

/** One notice in `GET admin/notices` */
export interface NoticeRow {
  id: number;
  title: string;
  audience: NoticeAudience;
  /** the audience in words */
  audience_summary: string;
  /** how many members the audience held when it was sent */
  audience_count: number;
  /** how many have received it so far */
  delivered_count: number;
  /** null while the job is still delivering it */
  finished_at: string | null;
  created_at: string;
  created_by: PersonRef;
  /** the signed-in administrator sent it */
  yours: boolean;
}

/** `GET admin/notices?before=&limit=`: newest first; pass `next_before` as `before` for the next page */
export interface NoticesReply {
  success: true;
  data: NoticeRow[];
  next_before: number | null;
}

export interface NoticeDetails extends NoticeRow {
  message: string;
}

/** `GET admin/notices/{id}` */
export interface NoticeReply {
  success: true;
  notice: NoticeDetails;
}

/** `POST admin/notices` (201): "Your notice is on its way to 1,204 members" */
export interface SendNoticeReply {
  success: true;
  message: string;
  notice: NoticeDetails;
}
