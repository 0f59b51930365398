// The society's words when an administrator suspended the signed-in account (the API's 401 `detail`), for the
// sign-in screen's notice. The core's sign-out reasons are a closed list that remotes rely on, so the shell keeps this
// one itself: in sessionStorage, for this tab only, cleared on the next sign-in or when dismissed.
const KEY = 'signout_suspended';
const MAX_LENGTH = 300;
export const SUSPENDED_FALLBACK = 'Your account is suspended. Please contact the society.';
const listeners = new Set<() => void>();

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getSuspensionNotice(): string | null {
  return store()?.getItem(KEY) ?? null;
}

/** `detail`: the API's message, when it sent a short plain one */
export function setSuspensionNotice(detail: unknown): void {
  const text = typeof detail === 'string' && detail.trim() && detail.length <= MAX_LENGTH ? detail.trim() : SUSPENDED_FALLBACK;
  store()?.setItem(KEY, text);
  listeners.forEach((listener) => listener());
}

export function clearSuspensionNotice(): void {
  if (getSuspensionNotice() === null) return;
  store()?.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeSuspensionNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
