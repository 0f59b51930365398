// Administration of accounts (SA, ADMIN): the member list and the sign-up figures.
import type { Role } from './common';

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
