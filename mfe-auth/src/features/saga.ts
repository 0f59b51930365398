// The root saga of the remote's one feature, injected by the shell (or the standalone bootstrap) with the reducer:
// login through the kit's one login saga, and the registration area's calls.
import { all, call, takeLatest } from 'redux-saga/effects';
import { loginRequest, loginSaga } from '@coop/shared';
import { registrationSaga } from './registration/saga';

export function* featureSaga() {
  yield all([takeLatest(loginRequest.type, loginSaga), call(registrationSaga)]);
}
