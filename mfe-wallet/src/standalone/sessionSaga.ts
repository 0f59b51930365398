// Standalone only: what the shell does for a session (sign in, keep the stored user in step, sign out), so the
// remote can be worked on without the shell.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  alertError, clearSession, errorMessage, http, loginFailure, loginRequest, loginSuccess, logout, navigate, saveSession, type SessionUser,
} from '@coop/shared';
import type { LoginReply } from '@coop/api/contract';

function* signIn(action: PayloadAction<{ email: string; password: string }>) {
  try {
    const reply: LoginReply = yield call(http.post, 'auth/login', action.payload);
    if (reply.status !== 1) throw new Error(reply.message);
    yield put(loginSuccess(reply.user as SessionUser));
  } catch (error) {
    const message = errorMessage(error);
    yield put(loginFailure(message));
    yield put(alertError(message));
  }
}

function* rememberSession(action: PayloadAction<SessionUser>) {
  yield call(saveSession, action.payload);
  yield call(navigate, '/wallet', { replace: true });
}

function* forgetSession() {
  try {
    yield call(http.post, 'auth/logout');
  } catch {
    // signing out works offline too
  }
  yield call(clearSession);
  yield call(navigate, '/signin', { replace: true });
}

export function* standaloneSessionSaga() {
  yield takeLatest(loginRequest.type, signIn);
  yield takeEvery(loginSuccess.type, rememberSession);
  yield takeEvery(logout.type, forgetSession);
}
