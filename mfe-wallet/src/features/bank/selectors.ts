import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { bankReducer } from './slice';

export const selectBank = areaSelector(FEATURE_KEY, 'bank', bankReducer);
export const selectBankDetails = (state: unknown) => selectBank(state).details;
export const selectBanks = (state: unknown) => selectBank(state).banks;
export const selectResolve = (state: unknown) => selectBank(state).resolve;
