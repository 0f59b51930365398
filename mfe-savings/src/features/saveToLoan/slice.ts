// The save-to-loan tab: `save_to_loan_all_api` ([plan], loan investment balance, save-to-loan balance,
// transactions) and Stop Plan.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SaveToLoanAllReply } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';

export interface SaveToLoanState {
  all: Loadable<SaveToLoanAllReply>;
  exiting: boolean;
  exitIntent: MoneyIntent<{ id: number }> | null;
}

export const initialSaveToLoanState: SaveToLoanState = { all: idle(), exiting: false, exitIntent: null };

const saveToLoanSlice = createSlice({
  name: 'savings/saveToLoan',
  initialState: initialSaveToLoanState,
  reducers: {
    saveToLoanRequested: (state) => started(state.all),
    saveToLoanSucceeded: (state, action: PayloadAction<SaveToLoanAllReply>) => succeeded(state.all, action.payload),
    saveToLoanFailed: (state, action: PayloadAction<string>) => failed(state.all, action.payload),

    saveToLoanExitRequested: (state, _action: PayloadAction<{ id: number }>) => {
      state.exiting = true;
    },
    saveToLoanExitKeyed: (state, action: PayloadAction<MoneyIntent<{ id: number }>>) => {
      state.exitIntent = action.payload;
    },
    saveToLoanExitFinished: (state, action: PayloadAction<{ keepIntent: boolean }>) => {
      state.exiting = false;
      if (!action.payload.keepIntent) state.exitIntent = null;
    },
  },
});

export const {
  saveToLoanRequested, saveToLoanSucceeded, saveToLoanFailed, saveToLoanExitRequested, saveToLoanExitKeyed, saveToLoanExitFinished,
} = saveToLoanSlice.actions;

export const saveToLoanReducer = saveToLoanSlice.reducer;
