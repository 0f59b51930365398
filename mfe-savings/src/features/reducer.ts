// The root reducer of the remote's one feature (`./feature`): every area's slice under the key `mfe_savings`.
import { combineReducers } from '@reduxjs/toolkit';
import { quickSaveReducer } from './quickSave/slice';
import { savingsReducer } from './savings/slice';
import { sharesReducer } from './shares/slice';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  savings: savingsReducer,
  shares: sharesReducer,
  quickSave: quickSaveReducer,
});
