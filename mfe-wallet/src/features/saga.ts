// The root saga of the remote's one feature: every area's saga.
import { all, call } from 'redux-saga/effects';
import { adminSaga } from './admin/saga';
import { calls } from './calls';
import { bankSaga } from './bank/saga';
import { cardsSaga } from './cards/saga';
import { profileSaga } from './profile/saga';
import { walletSaga } from './wallet/saga';
import { withdrawalSaga } from './withdrawal/saga';

export function* featureSaga() {
  yield all([
    call(walletSaga),
    call(withdrawalSaga),
    call(profileSaga),
    call(bankSaga),
    call(cardsSaga),
    call(adminSaga),
    calls.saga(),
  ]);
}
