// The root saga of the remote's one feature: every area's saga.
import { all } from 'redux-saga/effects';
import { plansSaga } from './plans/saga';
import { regularSaga } from './regular/saga';
import { saveToLoanSaga } from './saveToLoan/saga';
import { targetsSaga } from './targets/saga';

export function* featureSaga() {
  yield all([plansSaga(), regularSaga(), targetsSaga(), saveToLoanSaga()]);
}
