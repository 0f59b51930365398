// The Transactions page: the query (page and filters) and the reply.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TransactionsReply } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable } from '@coop/shared';
import type { TransactionsQuery } from './api';

export interface TransactionsState extends Loadable<TransactionsReply> {
  query: TransactionsQuery;
}

export const EMPTY_FILTERS = { from: '', to: '', category: '' } as const;

export const initialTransactionsState: TransactionsState = { ...idle<TransactionsReply>(), query: { page: 1, ...EMPTY_FILTERS } };

const transactionsSlice = createSlice({
  name: 'wallet/transactions',
  initialState: initialTransactionsState,
  reducers: {
    transactionsRequested: (state, action: PayloadAction<TransactionsQuery>) => {
      started(state);
      state.query = action.payload;
    },
    transactionsSucceeded: (state, action: PayloadAction<TransactionsReply>) => succeeded(state, action.payload),
    transactionsFailed: (state, action: PayloadAction<string>) => failed(state, action.payload),
  },
});

export const { transactionsRequested, transactionsSucceeded, transactionsFailed } = transactionsSlice.actions;
export const transactionsReducer = transactionsSlice.reducer;
