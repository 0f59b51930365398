// The registration area's saga: sign up, e-mail verification, password recovery and reset.
import type { Saga } from 'redux-saga';
import { all, takeLeading } from 'redux-saga/effects';
import { recoverySaga, resetSaga, signupSaga, verifyEmailSaga } from './registrationSagas';
import { recoveryRequest, resetRequest, signupRequest, verifyEmailRequest } from './slice';

/** Every registration call is a submit: each request action with the saga that posts it. */
const SUBMITS: [type: string, saga: Saga][] = [
  [signupRequest.type, signupSaga],
  [verifyEmailRequest.type, verifyEmailSaga],
  [recoveryRequest.type, recoverySaga],
  [resetRequest.type, resetSaga],
];

export function* registrationSaga() {
  // takeLeading: a second submit while one is in flight is ignored, never posted twice.
  yield all(SUBMITS.map(([type, saga]) => takeLeading(type, saga)));
}
