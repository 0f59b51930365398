// The root reducer of the remote's one feature (`./feature`): every area's slice under the key `mfe_savings`.
import { combineReducers } from '@reduxjs/toolkit';
import { savingsReducer } from './savings/slice';
import { savingsAdminReducer } from './admin/slice';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  savings: savingsReducer,
  admin: savingsAdminReducer,
});
