import { selectFeature } from '../state';

export const selectAdmin = (state: unknown) => selectFeature(state).admin;
export const selectLedger = (state: unknown) => selectAdmin(state).ledger;
export const selectAdminWithdrawals = (state: unknown) => selectAdmin(state).withdrawals;
export const selectWithdrawalAction = (state: unknown) => selectAdmin(state).action;
export const selectSocietyBalances = (state: unknown) => selectAdmin(state).balances;
export const selectFeeSettings = (state: unknown) => selectAdmin(state).settings;
