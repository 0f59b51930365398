// Quick Save: the payment into the chosen package. `quickSaveSucceeded` tells other areas (a tab page's balances)
// that money went into `package`.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MoneyIntent } from '@coop/shared';
import type { QuickSaveCall, QuickSaveReply } from './api';
import type { QuickSavePackage } from './packages';

export interface QuickSaveState {
  pending: boolean;
  error: string | null;
  /** kept after an unknown outcome so "Try again" reuses the Idempotency-Key */
  intent: MoneyIntent<QuickSaveCall> | null;
  /** the last payment went through (the dialog closes) */
  done: boolean;
}

export const initialQuickSaveState = (): QuickSaveState => ({ pending: false, error: null, intent: null, done: false });

const quickSaveSlice = createSlice({
  name: 'savings/quickSave',
  initialState: initialQuickSaveState,
  reducers: {
    quickSaveRequested: (state, _action: PayloadAction<QuickSaveCall>) => {
      state.pending = true;
      state.error = null;
      state.done = false;
    },
    quickSaveKeyed: (state, action: PayloadAction<MoneyIntent<QuickSaveCall>>) => {
      state.intent = action.payload;
    },
    quickSaveSucceeded: (_state, _action: PayloadAction<{ package: QuickSavePackage; reply: QuickSaveReply }>) => ({ pending: false, error: null, intent: null, done: true }),
    quickSaveFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.pending = false;
      state.error = action.payload.message;
      if (!action.payload.keepIntent) state.intent = null;
    },
    /** the dialog opens or closes; the intent stays for a retry after an unknown outcome */
    quickSaveReset: (state) => {
      state.pending = false;
      state.error = null;
      state.done = false;
    },
  },
});

export const { quickSaveRequested, quickSaveKeyed, quickSaveSucceeded, quickSaveFailed, quickSaveReset } = quickSaveSlice.actions;
export const quickSaveReducer = quickSaveSlice.reducer;
