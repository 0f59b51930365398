// Sign up, e-mail verification, password recovery and reset (spec §4, §7, §8).
import { call, put } from 'redux-saga/effects';
import { alertError, alertSuccess, navigate } from '@coop/shared';
import type { MutationReply } from '@coop/api/contract';
import { authApi } from './api';
import { failureMessage, signupFailureMessage } from './failureMessages';
import {
  recoveryFailed,
  recoveryRequest,
  recoverySucceeded,
  resetFailed,
  resetRequest,
  resetSucceeded,
  signupFailed,
  signupRequest,
  signupSucceeded,
  verifyEmailFailed,
  verifyEmailRequest,
  verifyEmailSucceeded,
} from './slice';

const SIGN_IN = '/signin';

/** A 2xx reply that still says `success: false` is a refusal with a message to show. */
class RefusedError extends Error {}

function refusal(reply: MutationReply | undefined): RefusedError | null {
  return reply && reply.success === false ? new RefusedError(reply.message || 'Request was not successful') : null;
}

export function* signupSaga(action: ReturnType<typeof signupRequest>) {
  try {
    const reply: MutationReply = yield call(authApi.signup, action.payload);
    const refused = refusal(reply);
    if (refused) throw refused;
    yield put(signupSucceeded());
    yield put(alertSuccess(reply.message || 'Registration successful, please check your e-mail to verify your account'));
    yield call(navigate, SIGN_IN);
  } catch (error) {
    const message = error instanceof RefusedError ? error.message : signupFailureMessage(error, action.payload.email);
    yield put(signupFailed(message));
    yield put(alertError(message));
  }
}

export function* verifyEmailSaga(action: ReturnType<typeof verifyEmailRequest>) {
  try {
    const reply: MutationReply = yield call(authApi.verifyEmail, action.payload.code);
    const refused = refusal(reply);
    if (refused) throw refused;
    yield put(verifyEmailSucceeded());
    yield put(alertSuccess(reply.message || 'Your e-mail address is verified, you can now sign in'));
    yield call(navigate, SIGN_IN);
  } catch (error) {
    const message = failureMessage(error);
    yield put(verifyEmailFailed(message));
    yield put(alertError(message));
  }
}

export function* recoverySaga(action: ReturnType<typeof recoveryRequest>) {
  try {
    const reply: MutationReply = yield call(authApi.recover, action.payload.email);
    const refused = refusal(reply);
    if (refused) throw refused;
    const message = reply.message || 'If the e-mail belongs to a member, a link to reset the password is on its way';
    yield put(recoverySucceeded(message));
    yield put(alertSuccess(message));
  } catch (error) {
    const message = failureMessage(error);
    yield put(recoveryFailed(message));
    yield put(alertError(message));
  }
}

export function* resetSaga(action: ReturnType<typeof resetRequest>) {
  try {
    const reply: MutationReply = yield call(authApi.reset, action.payload);
    const refused = refusal(reply);
    if (refused) throw refused;
    yield put(resetSucceeded());
    yield put(alertSuccess(reply.message || 'Your password has been changed, please sign in'));
    yield call(navigate, SIGN_IN);
  } catch (error) {
    const message = failureMessage(error);
    yield put(resetFailed(message));
    yield put(alertError(message));
  }
}
