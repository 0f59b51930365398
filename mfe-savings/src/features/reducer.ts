// The root reducer of the remote's one feature (`./feature`) under the key `mfe_savings`: the remote's calls (every
// change its screens ask for, and the version their reads are keyed on). Reads live in the screens (useLoad).
import { combineReducers } from '@reduxjs/toolkit';
import { calls } from './calls';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  calls: calls.reducer,
});
