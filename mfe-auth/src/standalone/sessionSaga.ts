// Standalone only: does what the shell does after a login or logout, so the team can work without it.
import { call, takeEvery } from 'redux-saga/effects';
import { clearSession, loginSuccess, logout, navigate, saveSession } from '@coop/shared';

export const SIGNED_IN_PATH = '/signed-in';

function* rememberSession(action: ReturnType<typeof loginSuccess>) {
  yield call(saveSession, action.payload);
  yield call(navigate, SIGNED_IN_PATH, { replace: true });
}

function* forgetSession() {
  yield call(clearSession);
  yield call(navigate, '/signin', { replace: true });
}

export function* standaloneSessionSaga() {
  yield takeEvery(loginSuccess.type, rememberSession);
  yield takeEvery(logout.type, forgetSession);
}
