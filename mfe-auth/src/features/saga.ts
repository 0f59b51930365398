// The root saga of the remote's one feature, injected by the shell (or the standalone bootstrap) with the reducer:
// login through the kit's one login saga, and the saga half of the remote's calls.
import { all, call, takeLatest } from 'redux-saga/effects';
import { createCallsSaga, loginRequest, loginSaga } from '@coop/shared';
import { calls } from './calls';

const callsSaga = createCallsSaga(calls);

export function* featureSaga() {
  yield all([takeLatest(loginRequest.type, loginSaga), call(callsSaga)]);
}
