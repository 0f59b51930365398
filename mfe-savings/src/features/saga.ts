// The root saga of the remote's one feature: every area's saga.
import { all, call } from 'redux-saga/effects';
import { quickSaveSaga } from './quickSave/saga';
import { sharesSaga } from './shares/saga';

export function* featureSaga() {
  yield all([call(sharesSaga), call(quickSaveSaga)]);
}
