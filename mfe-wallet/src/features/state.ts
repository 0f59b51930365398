// The remote's one feature (`./feature`): every area's slice under the key `wallet`, and one root saga.
import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { adminReducer } from './admin/slice';
import { adminSaga } from './admin/saga';
import { bankReducer } from './bank/slice';
import { bankSaga } from './bank/saga';
import { cardsReducer } from './cards/slice';
import { cardsSaga } from './cards/saga';
import { profileReducer } from './profile/slice';
import { profileSaga } from './profile/saga';
import { statementReducer } from './statement/slice';
import { statementSaga } from './statement/saga';
import { transactionsReducer } from './transactions/slice';
import { transactionsSaga } from './transactions/saga';
import { walletReducer } from './wallet/slice';
import { walletSaga } from './wallet/saga';
import { withdrawalReducer } from './withdrawal/slice';
import { withdrawalSaga } from './withdrawal/saga';

export const FEATURE_KEY = 'wallet';

export const featureReducer = combineReducers({
  wallet: walletReducer,
  withdrawal: withdrawalReducer,
  profile: profileReducer,
  bank: bankReducer,
  cards: cardsReducer,
  transactions: transactionsReducer,
  statement: statementReducer,
  admin: adminReducer,
});

export type FeatureState = ReturnType<typeof featureReducer>;

let initial: FeatureState | null = null;

/** The feature's state; its initial state before the shell has injected it. */
export function selectFeature(state: unknown): FeatureState {
  const own = (state as Record<string, FeatureState | undefined> | null)?.[FEATURE_KEY];
  if (own) return own;
  initial ??= featureReducer(undefined, { type: '@@wallet/init' });
  return initial;
}

export function* featureSaga() {
  yield all([
    call(walletSaga),
    call(withdrawalSaga),
    call(profileSaga),
    call(bankSaga),
    call(cardsSaga),
    call(transactionsSaga),
    call(statementSaga),
    call(adminSaga),
  ]);
}
