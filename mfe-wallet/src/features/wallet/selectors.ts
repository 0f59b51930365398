import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { walletReducer } from './slice';

export const selectWallet = areaSelector(FEATURE_KEY, 'wallet', walletReducer);
export const selectBalance = (state: unknown) => selectWallet(state).balance;
export const selectHistory = (state: unknown) => selectWallet(state).history;
export const selectHistoryPage = (state: unknown) => selectWallet(state).history.page;
export const selectFund = (state: unknown) => selectWallet(state).fund;
export const selectCardId = (state: unknown) => selectWallet(state).card_id;
export const selectIsAvailable = (state: unknown) => selectWallet(state).isAvailable;
