import { selectFeature } from '../state';

export const selectWithdrawal = (state: unknown) => selectFeature(state).withdrawal;
export const selectProceed = (state: unknown) => selectWithdrawal(state).proceed;
export const selectCurrentWithdrawal = (state: unknown) => selectWithdrawal(state).current;
export const selectWithdrawalIntent = (state: unknown) => selectWithdrawal(state).intent;
export const selectWithdrawalList = (state: unknown) => selectWithdrawal(state).list;
