// The root reducer of the remote's one feature (`./feature`): every area's slice under the key `mfe_auth`.
import { combineReducers } from 'redux';
import { registrationReducer, REGISTRATION_KEY } from './registration/slice';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  [REGISTRATION_KEY]: registrationReducer,
});
