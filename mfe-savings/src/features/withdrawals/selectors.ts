import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { withdrawalsReducer } from './slice';

export const selectWithdrawals = areaSelector(FEATURE_KEY, 'withdrawals', withdrawalsReducer);
export const selectWithdrawIntent = (state: unknown) => selectWithdrawals(state).intent;
