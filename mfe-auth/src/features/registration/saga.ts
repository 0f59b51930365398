// The registration area's saga: login (the kit's one login saga) and the four registration calls.
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { loginRequest, loginSaga } from '@coop/shared';
import { recoverySaga, resetSaga, signupSaga, verifyEmailSaga } from './registrationSagas';
import { recoveryRequest, resetRequest, signupRequest, verifyEmailRequest } from './slice';

export function* registrationSaga() {
  yield all([
    takeLatest(loginRequest.type, loginSaga),
    // takeLeading: a second submit while one is in flight is ignored, never posted twice.
    takeLeading(signupRequest.type, signupSaga),
    takeLeading(verifyEmailRequest.type, verifyEmailSaga),
    takeLeading(recoveryRequest.type, recoverySaga),
    takeLeading(resetRequest.type, resetSaga),
  ]);
}
