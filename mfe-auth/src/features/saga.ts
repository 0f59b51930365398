// The root saga of the remote's one feature, injected by the shell (or the standalone bootstrap) with the reducer.
import { all, call } from 'redux-saga/effects';
import { registrationSaga } from './registration/saga';

export function* featureSaga() {
  yield all([call(registrationSaga)]);
}
