import { selectFeature } from '../state';

export const selectTransactions = (state: unknown) => selectFeature(state).transactions;
