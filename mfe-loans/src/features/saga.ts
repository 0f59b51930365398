// The root saga of the remote's one feature: every area's saga.
import { all } from 'redux-saga/effects';
import { calls } from './calls';

export function* featureSaga() {
  yield all([calls.saga()]);
}
