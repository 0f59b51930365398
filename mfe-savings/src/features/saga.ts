// The root saga of the remote's one feature: every area's saga.
import { all, call } from 'redux-saga/effects';
import { calls } from './calls';
import { plansSaga } from './plans/saga';
import { regularSaga } from './regular/saga';
import { saveToLoanSaga } from './saveToLoan/saga';
import { targetsSaga } from './targets/saga';
import { withdrawalsSaga } from './withdrawals/saga';

export function* featureSaga() {
  yield all([call(plansSaga), call(regularSaga), call(targetsSaga), call(saveToLoanSaga), call(withdrawalsSaga), calls.saga()]);
}
