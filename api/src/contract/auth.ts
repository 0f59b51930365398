// Accounts and sessions: sign-up, login, relogin, the session check, recovery and password changes.
import type { z } from 'zod';
import type { changePasswordBody, loginBody, recoveryBody, resetBody, signupBody } from '../modules/auth/schema';
import type { Role } from './common';

export type SignupRequest = z.input<typeof signupBody>;

export type LoginRequest = z.input<typeof loginBody>;

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

/**
 * `POST auth/login` and `POST relogin`. Refused logins are HTTP 200 with status 0 and a message; a refused
 * `auth/login` also says, in `retry_after` and a Retry-After header, how many seconds to wait before the next
 * attempt from this address will be checked (0: at once).
 */
export type LoginReply =
  | { status: 1; success: true; message: string; user: LoginUser }
  | { status: 0; success: false; message: string; retry_after?: number };

/** the signed-in user without the token (`GET auth/session`) */
export type SignedInUser = Omit<LoginUser, 'token'>;

/** `GET auth/session`: checks a stored session at boot without rotating its token */
export interface SessionReply {
  success: true;
  user: SignedInUser;
}

export type RecoveryRequest = z.input<typeof recoveryBody>;

export type ResetRequest = z.input<typeof resetBody>;

export type ChangePasswordRequest = z.input<typeof changePasswordBody>;
