// Login (spec §4, §8): the one saga that calls auth/login, for mfe-auth's sign-in page and every remote's
// standalone sign-in. Whoever hosts the session (the shell, or the standalone host) saves it on loginSuccess.
import { call, put } from 'redux-saga/effects';
import { alertError, http, INTERNET_ERROR_MESSAGE, isHttpError, isNetworkError, loginFailure, loginSuccess, type loginRequest } from '@coop/shared/core';
import type { LoginReply } from '@coop/api/contract';
import { INVALID_EMAIL_OR_PASSWORD, withWaitHint } from '../validation/signinMessages';

const TOO_MANY_REQUESTS = 429;

/** A thrown error reads 'Invalid Email or Password', except no reply at all or a rate limit. */
export function loginFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return INTERNET_ERROR_MESSAGE;
  // A rate-limited member must not be told their password is wrong.
  if (isHttpError(error) && error.status === TOO_MANY_REQUESTS && error.message) return error.message;
  return INVALID_EMAIL_OR_PASSWORD;
}

export function* loginSaga(action: ReturnType<typeof loginRequest>) {
  let reply: LoginReply | undefined;
  let message: string;
  try {
    reply = yield call(http.post<LoginReply>, 'auth/login', action.payload);
    // A refused login is a normal reply with status 0: show what the server said (spec §8).
    message = reply!.message || INVALID_EMAIL_OR_PASSWORD;
    // the same refusal for every failure; only the wait tells a member that retrying at once is pointless
    if (reply!.status === 0 && reply!.retry_after) message = withWaitHint(message, reply!.retry_after);
  } catch (error) {
    message = loginFailureMessage(error);
  }
  if (reply?.status === 1 && reply.user) {
    yield put(loginSuccess(reply.user));
    return;
  }
  yield put(loginFailure(message));
  yield put(alertError(message));
}
