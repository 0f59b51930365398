// The spec's localStorage keys (spec §3, ARCHITECTURE §4), and the only code that touches them.
import type { LoginUser, Role } from '@coop/api/contract';

export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  email: 'email',
  name: 'name',
  profilePic: 'profile_pic',
  lastUrl: 'lasturl',
  bank: 'bank',
  profile: 'profile',
  cardId: 'card_id',
} as const;

export type { Role };

/**
 * The user object of the login and relogin replies (contract `LoginUser`), stored whole under `user`. A user
 * stored by an older version of the app may lack `user_id` and `expires_at`.
 */
export type SessionUser = Omit<LoginUser, 'user_id' | 'expires_at'> & Partial<Pick<LoginUser, 'user_id' | 'expires_at'>>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveSession(user: SessionUser): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  s.setItem(STORAGE_KEYS.token, user.token);
  s.setItem(STORAGE_KEYS.email, user.email);
  s.setItem(STORAGE_KEYS.name, user.name);
  s.setItem(STORAGE_KEYS.profilePic, user.profile_pic ?? '');
  s.setItem(STORAGE_KEYS.bank, String(Boolean(user.bank)));
  s.setItem(STORAGE_KEYS.profile, String(Boolean(user.profile)));
}

/** Merge fields into the stored user (after a profile, picture or bank change) without a new login. */
export function updateStoredUser(patch: Partial<SessionUser>): SessionUser | null {
  const current = getStoredUser();
  if (!current) return null;
  const next = { ...current, ...patch };
  saveSession(next);
  return next;
}

/** Logout and time-out: clear user, name, email and token (spec §4), and everything else tied to the person. */
export function clearSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.token, STORAGE_KEYS.email, STORAGE_KEYS.name, STORAGE_KEYS.profilePic, STORAGE_KEYS.bank, STORAGE_KEYS.profile, STORAGE_KEYS.cardId]) {
    s.removeItem(key);
  }
}

export function getStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

export function getLastUrl(): string | null {
  return storage()?.getItem(STORAGE_KEYS.lastUrl) || null;
}

export function setLastUrl(path: string): void {
  storage()?.setItem(STORAGE_KEYS.lastUrl, path);
}

export function clearLastUrl(): void {
  storage()?.removeItem(STORAGE_KEYS.lastUrl);
}

export function getStoredItem(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): string | null {
  return storage()?.getItem(key) ?? null;
}

export function setStoredItem(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS], value: string): void {
  storage()?.setItem(key, value);
}
