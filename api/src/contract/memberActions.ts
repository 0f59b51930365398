// An administrator acting on an account (issue 25 "Acting on an account"): suspending and reactivating it, and the
// two mails sent on the member's behalf. Every action is audited with subject `member` {id}; none may be taken on
// one's own account (403). Errors are `{ success: false, message }` with a 4xx: 400 a bad reason, 404 no such
// account, 409 the account is not in a state the action applies to. Times are ISO 8601.
import type { PersonRef } from './backOffice';

/** `POST admin/members/{id}/suspend` body: the reason, 3 to 500 characters (trimmed) */
export interface SuspendMemberRequest {
  reason: string;
}

/** `POST admin/members/{id}/reactivate` body: an optional reason, 3 to 500 characters when given */
export interface ReactivateMemberRequest {
  reason?: string;
}

/** The account's suspension state after the action */
export interface MemberSuspensionState {
  id: number;
  suspended: boolean;
  suspended_at: string | null;
  /** who suspended it; null when it is not suspended */
  suspended_by: PersonRef | null;
  /** the reason of the current suspension, or of the last one after a reactivation (null when never suspended) */
  suspension_reason: string | null;
}

/**
 * `POST admin/members/{id}/suspend` ("The account is suspended") and `POST admin/members/{id}/reactivate` ("The
 * account is active again"). A suspended account cannot sign in, its sessions end, and nothing leaves its accounts;
 * money owed to it still arrives. 409 when it is already in that state, or (suspend) it is an administrator's.
 */
export interface MemberSuspensionReply {
  success: true;
  message: string;
  member: MemberSuspensionState;
}

/** `POST admin/members/{id}/verification_mail` (409 when verified) and `POST admin/members/{id}/password_reset_mail` */
export interface MemberMailReply {
  success: true;
  message: string;
}

/**
 * The 401 a suspended account's session gets on its next request: `message` stays `Unauthorized` (every client signs
 * out on it), `reason` says why and `detail` is the sentence to show on the sign-in screen.
 */
export interface SuspendedSessionReply {
  success: false;
  message: 'Unauthorized';
  reason: 'suspended';
  detail: string;
}
