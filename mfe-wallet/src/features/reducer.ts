// The root reducer of the remote's one feature (`./feature`): every area's slice under the key `mfe_wallet`.
import { combineReducers } from '@reduxjs/toolkit';
import { adminReducer } from './admin/slice';
import { calls } from './calls';
import { bankReducer } from './bank/slice';
import { cardsReducer } from './cards/slice';
import { profileReducer } from './profile/slice';
import { walletReducer } from './wallet/slice';
import { withdrawalReducer } from './withdrawal/slice';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  wallet: walletReducer,
  withdrawal: withdrawalReducer,
  profile: profileReducer,
  bank: bankReducer,
  cards: cardsReducer,
  admin: adminReducer,
  calls: calls.reducer,
});

