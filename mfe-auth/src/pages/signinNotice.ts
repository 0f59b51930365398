// The shell may leave a one-time notice for the sign-in page (idle time-out, expired session).
export const SIGNIN_NOTICE_KEY = 'coop:signin-notice';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSigninNotice(): string | null {
  return session()?.getItem(SIGNIN_NOTICE_KEY) || null;
}

export function clearSigninNotice(): void {
  session()?.removeItem(SIGNIN_NOTICE_KEY);
}
