// The root saga of the remote's one feature: the calls saga.
import { all } from 'redux-saga/effects';
import { calls } from './calls';

export function* featureSaga() {
  yield all([calls.saga()]);
}
