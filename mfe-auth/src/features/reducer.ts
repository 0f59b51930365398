// The root reducer of the remote's one feature (`./feature`): its calls under the key `mfe_auth`. Plain redux: this
// reducer is on /signin, where @reduxjs/toolkit is not loaded.
import { combineReducers } from 'redux';
import { calls } from './calls';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  calls: calls.reducer,
});
