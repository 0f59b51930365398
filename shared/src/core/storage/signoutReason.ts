// Why the last session ended, for the sign-in screen's notice. Kept in sessionStorage: it concerns this
// tab only and must not outlive it. Subscribers (the shell's banner) re-render when it changes.
export type SignoutReason = 'idle' | 'expired' | 'membership';

const KEY = 'signout_reason';
const listeners = new Set<() => void>();
const REASONS: SignoutReason[] = ['idle', 'expired', 'membership'];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const SIGNOUT_MESSAGES: Record<SignoutReason, string> = {
  idle: 'You were signed out because there was no activity for a while. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
  membership: 'Thank you for paying the registration fee. Please sign in again to continue as a member.',
};

export function getSignoutReason(): SignoutReason | null {
  const value = store()?.getItem(KEY);
  return REASONS.includes(value as SignoutReason) ? (value as SignoutReason) : null;
}

export function setSignoutReason(reason: SignoutReason): void {
  store()?.setItem(KEY, reason);
  listeners.forEach((listener) => listener());
}

export function clearSignoutReason(): void {
  if (getSignoutReason() === null) return;
  store()?.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeSignoutReason(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
