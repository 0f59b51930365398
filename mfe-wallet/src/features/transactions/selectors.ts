import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { transactionsReducer } from './slice';

export const selectTransactions = areaSelector(FEATURE_KEY, 'transactions', transactionsReducer);
