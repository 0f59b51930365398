// The root saga of the remote's one feature: the remote's calls.
import { all } from 'redux-saga/effects';
import { calls } from './calls';

export function* featureSaga() {
  yield all([calls.saga()]);
}
