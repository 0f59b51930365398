// Login (spec §4, §8): the one saga that calls auth/login, for mfe-auth's sign-in page and every remote's
// standalone sign-in. Whoever hosts the session (the shell, or the standalone host) saves it on loginSuccess.
import { call, put } from 'redux-saga/effects';
import { alertError, http, isHttpError, isNetworkError, loginFailure, loginSuccess, type loginRequest } from '@coop/shared/core';
import type { LoginReply } from '@coop/api/contract';
import { MESSAGES } from '../validation/messages';

const TOO_MANY_REQUESTS = 429;

/** A thrown error reads 'Invalid Email or Password', except no reply at all or a rate limit. */
export function loginFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.internetError;
  // A rate-limited member must not be told their password is wrong.
  if (isHttpError(error) && error.status === TOO_MANY_REQUESTS && error.message) return error.message;
  return MESSAGES.invalidEmailOrPassword;
}

export function* loginSaga(action: ReturnType<typeof loginRequest>) {
  let reply: LoginReply;
  try {
    reply = yield call(http.post<LoginReply>, 'auth/login', action.payload);
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
