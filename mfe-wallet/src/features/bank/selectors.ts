import { selectFeature } from '../state';

export const selectBank = (state: unknown) => selectFeature(state).bank;
export const selectBankDetails = (state: unknown) => selectBank(state).details;
export const selectBanks = (state: unknown) => selectBank(state).banks;
export const selectResolve = (state: unknown) => selectBank(state).resolve;
