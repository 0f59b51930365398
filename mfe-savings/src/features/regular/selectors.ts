import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { regularReducer } from './slice';

export const selectRegular = areaSelector(FEATURE_KEY, 'regular', regularReducer);
export const selectWithdrawIntent = (state: unknown) => selectRegular(state).intent;
