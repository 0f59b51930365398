// The root reducer of the remote's one feature (`./feature`), under the key `mfe_wallet`: the calls state only. Reads
// live in the screens (`useLoad`), keyed by the calls version (ARCHITECTURE: state model).
import { combineReducers } from '@reduxjs/toolkit';
import { calls } from './calls';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({ calls: calls.reducer });
