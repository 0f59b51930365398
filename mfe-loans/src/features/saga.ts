// The root saga of the remote's one feature: every area's saga.
import { all } from 'redux-saga/effects';
import { callsSaga } from './calls/saga';

export function* featureSaga() {
  yield all([callsSaga()]);
}
