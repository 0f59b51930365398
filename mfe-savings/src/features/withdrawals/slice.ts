// Withdrawals from a target or save-to-loan into the wallet: one at a time, its Idempotency-Key kept while the
// outcome is unknown, the last refusal for the open dialog, and a count the dialog closes on.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MoneyIntent } from '@coop/shared';
import type { WithdrawBody } from './api';

export interface WithdrawalsState {
  pending: boolean;
  /** the last refusal, shown in the dialog until it is reset */
  error: string | null;
  /** counts the withdrawals paid: an open dialog closes when it moves, and pages read again */
  paidCount: number;
  intent: MoneyIntent<WithdrawBody> | null;
}

export const initialWithdrawalsState: WithdrawalsState = { pending: false, error: null, paidCount: 0, intent: null };

const withdrawalsSlice = createSlice({
  name: 'savings/withdrawals',
  initialState: initialWithdrawalsState,
  reducers: {
    withdrawToWalletRequested: (state, _action: PayloadAction<WithdrawBody>) => {
      state.pending = true;
      state.error = null;
    },
    withdrawToWalletKeyed: (state, action: PayloadAction<MoneyIntent<WithdrawBody>>) => {
      state.intent = action.payload;
    },
    withdrawToWalletPaid: (state) => {
      state.pending = false;
      state.error = null;
      state.intent = null;
      state.paidCount += 1;
    },
    withdrawToWalletFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.pending = false;
      state.error = action.payload.message;
      if (!action.payload.keepIntent) state.intent = null;
    },
    /** a dialog opening or closing: nothing of the last call stays on show (a kept intent stays for a retry) */
    withdrawToWalletReset: (state) => {
      state.error = null;
    },
  },
});

export const { withdrawToWalletRequested, withdrawToWalletKeyed, withdrawToWalletPaid, withdrawToWalletFailed, withdrawToWalletReset } = withdrawalsSlice.actions;

export const withdrawalsReducer = withdrawalsSlice.reducer;
