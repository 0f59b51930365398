import { selectFeature } from '../state';

export const selectWallet = (state: unknown) => selectFeature(state).wallet;
export const selectBalance = (state: unknown) => selectWallet(state).balance;
export const selectHistory = (state: unknown) => selectWallet(state).history;
export const selectHistoryPage = (state: unknown) => selectWallet(state).history.page;
export const selectFund = (state: unknown) => selectWallet(state).fund;
export const selectCardId = (state: unknown) => selectWallet(state).card_id;
export const selectIsAvailable = (state: unknown) => selectWallet(state).isAvailable;
