// Actions of the shell's `auth` slice (spec §4). Remotes drive the session only through these.
import { actionCreator } from '../store/actionCreator';
import type { SessionUser } from '../storage/session';

export interface AuthState {
  loggingIn: boolean;
  loggedIn: boolean;
  user: SessionUser | null;
}

export const AUTH_KEY = 'auth';

export const loginRequest = actionCreator<{ email: string; password: string }>('auth/loginRequest');
export const loginSuccess = actionCreator<SessionUser>('auth/loginSuccess');
export const loginFailure = actionCreator<string>('auth/loginFailure');
/** ends the session: the shell revokes the token, clears storage and goes to /signin */
export const logout = actionCreator<{ reason?: 'user' | 'idle' | 'expired' | 'membership' } | undefined>('auth/logout');
/** the session is gone already (Unauthorized, time-out): clear state without calling the API */
export const sessionCleared = actionCreator('auth/sessionCleared');
/** merge fields into the signed-in user (name, picture, bank/profile flags) */
export const userUpdated = actionCreator<Partial<SessionUser>>('auth/userUpdated');

export const selectAuth = (state: { [AUTH_KEY]?: AuthState }): AuthState =>
  state[AUTH_KEY] ?? { loggingIn: false, loggedIn: false, user: null };
