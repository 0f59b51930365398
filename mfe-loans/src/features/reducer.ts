// The root reducer of the remote's one feature (`./feature`): every area's slice under the key `mfe_loans`.
import { combineReducers } from '@reduxjs/toolkit';
import { calls } from './calls';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  calls: calls.reducer,
});
