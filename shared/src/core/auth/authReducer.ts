// The `auth` slice (spec §4): a request sets loggingIn; success sets loggedIn with the user; any
// failure, logout or cleared session empties it. The shell mounts it; standalone remotes may too.
import { createReducer } from '@reduxjs/toolkit';
import { getStoredUser } from '../storage/session';
import { loginFailure, loginRequest, loginSuccess, logout, sessionCleared, userUpdated, type AuthState } from './authActions';

export function initialAuthState(): AuthState {
  const user = getStoredUser();
  return { loggingIn: false, loggedIn: Boolean(user?.token), user: user?.token ? user : null };
}

export const authReducer = createReducer<AuthState>(initialAuthState, (builder) => {
  builder
    .addCase(loginRequest, (state) => {
      state.loggingIn = true;
    })
    .addCase(loginSuccess, (_state, action) => ({ loggingIn: false, loggedIn: true, user: action.payload }))
    .addCase(loginFailure, () => ({ loggingIn: false, loggedIn: false, user: null }))
    .addCase(logout, () => ({ loggingIn: false, loggedIn: false, user: null }))
    .addCase(sessionCleared, () => ({ loggingIn: false, loggedIn: false, user: null }))
    .addCase(userUpdated, (state, action) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    });
});
