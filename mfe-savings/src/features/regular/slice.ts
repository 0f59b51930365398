// The regular savings tab: the autosave plan (`saving` data[0]), "Latest Transactions", and the withdrawal's PIN
// step (the password step and the continue flag are the kit's LeaveSocietyConfirm and `savings.proceed`).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Paginator, SavingsPlan, SavingsTransaction } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent, type PasswordAndPin } from '@coop/shared';

export interface RegularState {
  plan: Loadable<SavingsPlan | null>;
  transactions: Loadable<Paginator<SavingsTransaction>> & { page: number };
  withdrawing: boolean;
  /** counts the withdrawals paid: the dialog closes when it moves */
  withdrawnCount: number;
  intent: MoneyIntent<PasswordAndPin> | null;
}

export const initialRegularState: RegularState = {
  plan: idle(),
  transactions: { ...idle<Paginator<SavingsTransaction>>(), page: 1 },
  withdrawing: false,
  withdrawnCount: 0,
  intent: null,
};

const regularSlice = createSlice({
  name: 'savings/regular',
  initialState: initialRegularState,
  reducers: {
    regularRequested: (state) => started(state.plan),
    regularSucceeded: (state, action: PayloadAction<SavingsPlan | null>) => succeeded(state.plan, action.payload),
    regularFailed: (state, action: PayloadAction<string>) => failed(state.plan, action.payload),

    transactionsRequested: (state, action: PayloadAction<{ page: number }>) => {
      started(state.transactions);
      state.transactions.page = action.payload.page;
    },
    transactionsSucceeded: (state, action: PayloadAction<Paginator<SavingsTransaction>>) => succeeded(state.transactions, action.payload),
    transactionsFailed: (state, action: PayloadAction<string>) => failed(state.transactions, action.payload),

    withdrawRequested: (state, _action: PayloadAction<PasswordAndPin>) => {
      state.withdrawing = true;
    },
    withdrawKeyed: (state, action: PayloadAction<MoneyIntent<PasswordAndPin>>) => {
      state.intent = action.payload;
    },
    withdrawFinished: (state, action: PayloadAction<{ keepIntent: boolean; paid?: boolean }>) => {
      state.withdrawing = false;
      if (action.payload.paid) state.withdrawnCount += 1;
      if (!action.payload.keepIntent) state.intent = null;
    },
  },
});

export const {
  regularRequested, regularSucceeded, regularFailed,
  transactionsRequested, transactionsSucceeded, transactionsFailed,
  withdrawRequested, withdrawKeyed, withdrawFinished,
} = regularSlice.actions;

export const regularReducer = regularSlice.reducer;
