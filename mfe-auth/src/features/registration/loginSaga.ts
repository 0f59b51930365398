// Login (spec §4, §8): this remote calls the API; the shell saves the session and navigates on loginSuccess.
import { call, put } from 'redux-saga/effects';
import { alertError, loginFailure, loginSuccess, MESSAGES, type loginRequest } from '@coop/shared';
import type { LoginReply } from '@coop/api/contract';
import { authApi } from './api';
import { loginFailureMessage } from './failureMessages';

export function* loginSaga(action: ReturnType<typeof loginRequest>) {
  let reply: LoginReply;
  try {
    reply = yield call(authApi.login, action.payload);
  } catch (error) {
    const message = loginFailureMessage(error);
    yield put(loginFailure(message));
    yield put(alertError(message));
    return;
  }
  if (reply.status === 1 && reply.user) {
    yield put(loginSuccess(reply.user));
    return;
  }
  // A refused login is a normal reply with status 0: show what the server said (spec §8).
  const message = reply.message || MESSAGES.invalidEmailOrPassword;
  yield put(loginFailure(message));
  yield put(alertError(message));
}
