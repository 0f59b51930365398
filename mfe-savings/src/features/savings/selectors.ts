import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { savingsReducer } from './slice';

export const selectSavingsClient = areaSelector(FEATURE_KEY, 'savings', savingsReducer);
