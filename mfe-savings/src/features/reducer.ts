// The root reducer of the remote's one feature (`./feature`): every area's slice under the key `mfe_savings`.
import { combineReducers } from '@reduxjs/toolkit';
import { calls } from './calls';
import { plansReducer } from './plans/slice';
import { regularReducer } from './regular/slice';
import { saveToLoanReducer } from './saveToLoan/slice';
import { savingsReducer } from './savings/slice';
import { targetsReducer } from './targets/slice';
import { withdrawalsReducer } from './withdrawals/slice';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({
  savings: savingsReducer,
  plans: plansReducer,
  regular: regularReducer,
  targets: targetsReducer,
  saveToLoan: saveToLoanReducer,
  withdrawals: withdrawalsReducer,
  calls: calls.reducer,
});
