// Actions of the shell's `auth` slice (spec §4). Remotes drive the session only through these.
import { createAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../storage/session';

export interface AuthState {
  loggingIn: boolean;
  loggedIn: boolean;
  user: SessionUser | null;
}

export const AUTH_KEY = 'auth';

export const loginRequest = createAction<{ email: string; password: string }>('auth/loginRequest');
export const loginSuccess = createAction<SessionUser>('auth/loginSuccess');
export const loginFailure = createAction<string>('auth/loginFailure');
/** ends the session: the shell revokes the token, clears storage and goes to /signin */
export const logout = createAction<{ reason?: 'user' | 'idle' | 'expired' | 'membership' } | undefined>('auth/logout');
/** the session is gone already (Unauthorized, time-out): clear state without calling the API */
export const sessionCleared = createAction('auth/sessionCleared');
/** merge fields into the signed-in user (name, picture, bank/profile flags) */
export const userUpdated = createAction<Partial<SessionUser>>('auth/userUpdated');

export const selectAuth = (state: { [AUTH_KEY]?: AuthState }): AuthState =>
  state[AUTH_KEY] ?? { loggingIn: false, loggedIn: false, user: null };
