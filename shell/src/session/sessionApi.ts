// The shell's own session calls.
import { http, type SessionUser } from '@coop/shared';
import type { LoginReply, LoginUser } from '@coop/api/contract';

/** `GET auth/session`: validates the stored token without rotating it; 401 when it no longer works. */
export interface SessionReply {
  success?: boolean;
  user?: Partial<LoginUser>;
}

const REFRESHABLE = ['email', 'name', 'first_name', 'last_name', 'profile_pic', 'member_status', 'role', 'bank', 'profile', 'expires_at', 'user_id'] as const;

/** The fields of a session reply that may refresh the stored user (never the token). */
export function sessionPatch(reply: SessionReply): Partial<SessionUser> {
  const user = reply?.user;
  if (!user || typeof user !== 'object') return {};
  const patch: Record<string, unknown> = {};
  for (const key of REFRESHABLE) if (user[key] !== undefined) patch[key] = user[key];
  return patch as Partial<SessionUser>;
}

export const sessionApi = {
  check: () => http.get<SessionReply>('auth/session'),
  logout: () => http.post<{ success: boolean; message: string }>('auth/logout'),
  /** a new token with a fresh expiry; the presented one stops working (rotation) */
  relogin: () => http.post<LoginReply>('relogin'),
};
