// Administration of accounts (SA, ADMIN): the member list and the sign-up figures.
import type { Role } from './common';
import type { MemberFile } from './memberFile';

export interface AdminMember {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_no: string;
  role: Role;
  verified: boolean;
  member_status: boolean;
  /** an administrator has suspended the account */
  suspended: boolean;
  created_at: string;
}

/**
 * `GET admin/members?search=&member=yes|no&verified=yes|no&cursor=&limit=`: newest first, keyset-paged (pass
 * `next_cursor` back as `cursor`; null at the end). Without `cursor` and `limit` the reply is the older
 * `Paginator<AdminMember>` (`page`, `per_page`), which takes the same filters.
 */
export interface AdminMembersPage {
  success: true;
  data: AdminMember[];
  next_cursor: string | null;
  /** how many accounts match the search and filters, on every page */
  total: number;
}

/**
 * `GET admin/members/{id}`: one account's file: who, role, status, profile, and (./memberFile.ts) what the society
 * holds for them, their loans, guarantees, orders, investments, cards, sign-ins and the audit rows about them.
 * `GET admin/members/{id}/statement.csv|.pdf?from=&to=` downloads their wallet statement as they would.
 */
export interface AdminMemberDetails extends AdminMember, MemberFile {
  middle_name: string;
  member_since: string | null;
  /** when the account's role was last changed, and by whom */
  role_changed_at: string | null;
  role_changed_by: { id: number; name: string; email: string } | null;
  /** null until the member fills in their profile */
  profile: {
    address: string;
    state_of_origin: string;
    local_govt: string;
    occupation: string;
    next_of_kin: string;
    next_of_kin_phone_no: string;
  } | null;
}

export interface AdminMemberReply {
  success: true;
  member: AdminMemberDetails;
}

/** Accounts that signed up through the app (role MEMBER; administrators are not counted). */
export interface SignupStats {
  total: number;
  /** e-mail verified */
  verified: number;
  unverified: number;
  /** paid the registration fee (member_status) */
  members: number;
  /** signed up since Lagos midnight */
  today: number;
  /** signed up on the last 7 / 30 Lagos calendar days, today included */
  last_7_days: number;
  last_30_days: number;
  /** sign-ups per day for the last 14 days, oldest first (Lagos dates, YYYY-MM-DD) */
  by_day: { date: string; count: number }[];
}
