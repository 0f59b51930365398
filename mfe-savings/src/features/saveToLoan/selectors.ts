import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { saveToLoanReducer } from './slice';

export const selectSaveToLoan = areaSelector(FEATURE_KEY, 'saveToLoan', saveToLoanReducer);
export const selectSaveToLoanExitIntent = (state: unknown) => selectSaveToLoan(state).exitIntent;
