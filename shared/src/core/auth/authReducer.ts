// The `auth` slice (spec §4): a request sets loggingIn; success sets loggedIn with the user; any
// failure, logout or cleared session empties it. The shell mounts it; standalone remotes may too.
import type { UnknownAction } from 'redux';
import { getStoredUser } from '../storage/session';
import { loginFailure, loginRequest, loginSuccess, logout, sessionCleared, userUpdated, type AuthState } from './authActions';

export function initialAuthState(): AuthState {
  const user = getStoredUser();
  return { loggingIn: false, loggedIn: Boolean(user?.token), user: user?.token ? user : null };
}

const signedOut = (): AuthState => ({ loggingIn: false, loggedIn: false, user: null });

export function authReducer(state: AuthState = initialAuthState(), action: UnknownAction): AuthState {
  if (loginRequest.match(action)) return { ...state, loggingIn: true };
  if (loginSuccess.match(action)) return { loggingIn: false, loggedIn: true, user: action.payload };
  if (loginFailure.match(action) || logout.match(action) || sessionCleared.match(action)) return signedOut();
  if (userUpdated.match(action)) return state.user ? { ...state, user: { ...state.user, ...action.payload } } : state;
  return state;
}
