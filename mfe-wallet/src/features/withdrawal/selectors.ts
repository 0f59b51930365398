import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { withdrawalReducer } from './slice';

export const selectWithdrawal = areaSelector(FEATURE_KEY, 'withdrawal', withdrawalReducer);
export const selectProceed = (state: unknown) => selectWithdrawal(state).proceed;
export const selectCurrentWithdrawal = (state: unknown) => selectWithdrawal(state).current;
export const selectWithdrawalIntent = (state: unknown) => selectWithdrawal(state).intent;
export const selectWithdrawalList = (state: unknown) => selectWithdrawal(state).list;
