import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { sharesReducer } from './slice';

export const selectShares = areaSelector(FEATURE_KEY, 'shares', sharesReducer);
export const selectHolding = (state: unknown) => selectShares(state).holding;
export const selectSharesHistory = (state: unknown) => selectShares(state).history;
export const selectSharesFund = (state: unknown) => selectShares(state).fund;
