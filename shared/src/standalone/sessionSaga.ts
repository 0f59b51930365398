// What the shell does for a session, for a remote's dev page: log in (unless the remote's own feature does),
// remember the user and go to the remote's home, forget the session on logout and go back to sign-in.
import { call, takeEvery, takeLatest } from 'redux-saga/effects';
import { clearSession, http, loginRequest, loginSuccess, logout, navigate, saveSession } from '@coop/shared/core';
import { loginSaga } from '../features/loginSaga';

export const SIGN_IN_PATH = '/signin';

export interface StandaloneSessionOptions {
  /** where a member lands after signing in */
  home: string;
  /** the remote's feature already logs in on loginRequest (mfe-auth): the host must not post a second time */
  ownSignIn?: boolean;
}

export function standaloneSessionSaga({ home, ownSignIn = false }: StandaloneSessionOptions) {
  function* rememberSession(action: ReturnType<typeof loginSuccess>) {
    yield call(saveSession, action.payload);
    yield call(navigate, home, { replace: true });
  }

  function* forgetSession() {
    try {
      yield call(http.post, 'auth/logout');
    } catch {
      // signing out works offline too
    }
    yield call(clearSession);
    yield call(navigate, SIGN_IN_PATH, { replace: true });
  }

  return function* session() {
    if (!ownSignIn) yield takeLatest(loginRequest.type, loginSaga);
    yield takeEvery(loginSuccess.type, rememberSession);
    yield takeEvery(logout.type, forgetSession);
  };
}
