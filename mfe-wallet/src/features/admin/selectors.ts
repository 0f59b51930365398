import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { adminReducer } from './slice';

export const selectAdmin = areaSelector(FEATURE_KEY, 'admin', adminReducer);
export const selectLedger = (state: unknown) => selectAdmin(state).ledger;
export const selectWithdrawalAction = (state: unknown) => selectAdmin(state).action;
export const selectSocietyBalances = (state: unknown) => selectAdmin(state).balances;
