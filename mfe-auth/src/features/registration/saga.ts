// The remote's root saga, injected by the shell (or the standalone bootstrap) with the reducer.
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { loginRequest } from '@coop/shared';
import { loginSaga } from './loginSaga';
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
