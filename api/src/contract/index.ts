// Types of the API's replies that the front end reads. Remotes and the shell `import type` from here only.
// Money is always a decimal string in naira with two places ("1500.00").

export * from './common';
export * from './money';
export type * from '../modules/payments/contract';
import type { MutationReply, Role, Paginator } from './common';

// ── auth ────────────────────────────────────────────────────────────────────────────────────────
export interface SignupRequest {
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  phone_no: string;
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginUser {
  token: string;
  /** ISO time the token stops working */
  expires_at: string;
  user_id: number;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  profile_pic: string | null;
  member_status: boolean;
  role: Role;
  /** a bank account is on file */
  bank: boolean;
  /** the profile (personal, next of kin, business) is complete */
  profile: boolean;
}

/** `POST auth/login` and `POST relogin`. Refused logins are HTTP 200 with status 0 and a message. */
export type LoginReply =
  | { status: 1; success: true; message: string; user: LoginUser }
  | { status: 0; success: false; message: string };

/** the signed-in user without the token (`GET auth/session`) */
export type SignedInUser = Omit<LoginUser, 'token'>;

/** `GET auth/session`: checks a stored session at boot without rotating its token */
export interface SessionReply {
  success: true;
  user: SignedInUser;
}

export interface RecoveryRequest {
  email: string;
}

export interface ResetRequest {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}

export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
  password_confirmation: string;
}

// ── notifications ───────────────────────────────────────────────────────────────────────────────
export interface Notification {
  id: number;
  title: string;
  message: string;
  /** an in-app path to open, if any */
  link: string | null;
  created_at: string;
}

export interface NotificationDeleteRequest {
  id: number;
}

/** `POST notification/delete-all` */
export interface NotificationDeleteAllReply extends MutationReply {
  /** how many were deleted */
  deleted: number;
}

// ── admin ───────────────────────────────────────────────────────────────────────────────────────
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
  created_at: string;
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

// ── dev ─────────────────────────────────────────────────────────────────────────────────────────
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}
