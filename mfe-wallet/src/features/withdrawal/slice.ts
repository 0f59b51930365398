// The withdrawal flow's state (spec §3, §4): the password step passed (the kit's LeaveSocietyConfirm) → `proceed` →
// confirm with the PIN → follow the withdrawal's timeline until it is confirmed or reversed. Also the member's list
// of withdrawals.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Paginator, Withdrawal } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';
import type { WithdrawBody } from './api';

export interface WithdrawalState {
  /** the password step passed: the Confirm Withdrawal step is shown (spec §4 "continue flag") */
  proceed: boolean;
  confirming: boolean;
  confirmError: string | null;
  intent: MoneyIntent<WithdrawBody> | null;
  /** the server's message once the withdrawal is accepted */
  resultMessage: string | null;
  /** the withdrawal whose timeline is on screen */
  current: Withdrawal | null;
  /** polling show_withdrawal/{id} */
  tracking: boolean;
  trackError: string | null;
  list: Loadable<Paginator<Withdrawal>> & { page: number };
}

export const initialWithdrawalState: WithdrawalState = {
  proceed: false,
  confirming: false,
  confirmError: null,
  intent: null,
  resultMessage: null,
  current: null,
  tracking: false,
  trackError: null,
  list: { ...idle<Paginator<Withdrawal>>(), page: 1 },
};

const withdrawalSlice = createSlice({
  name: 'wallet/withdrawal',
  initialState: initialWithdrawalState,
  reducers: {
    /** the PIN was mailed: on to Confirm Withdrawal */
    verifySucceeded: (state) => {
      state.proceed = true;
    },

    confirmRequested: (state, _action: PayloadAction<WithdrawBody>) => {
      state.confirming = true;
      state.confirmError = null;
    },
    confirmKeyed: (state, action: PayloadAction<MoneyIntent<WithdrawBody>>) => {
      state.intent = action.payload;
    },
    confirmSucceeded: (state, action: PayloadAction<{ message: string; withdrawal: Withdrawal }>) => {
      state.confirming = false;
      state.intent = null;
      state.proceed = false;
      state.resultMessage = action.payload.message;
      state.current = action.payload.withdrawal;
    },
    confirmFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.confirming = false;
      state.confirmError = action.payload.message;
      if (!action.payload.keepIntent) state.intent = null;
    },

    /** follow one withdrawal (just made, or opened from the list) until it is settled */
    trackingStarted: (state, action: PayloadAction<{ id: number }>) => {
      state.tracking = true;
      state.trackError = null;
      if (state.current?.id !== action.payload.id) state.current = null;
    },
    withdrawalUpdated: (state, action: PayloadAction<Withdrawal>) => {
      state.current = action.payload;
      state.trackError = null;
      const rows = state.list.data?.data;
      const index = rows ? rows.findIndex((w) => w.id === action.payload.id) : -1;
      if (rows && index >= 0) rows[index] = action.payload;
    },
    trackFailed: (state, action: PayloadAction<string>) => {
      state.trackError = action.payload;
    },
    trackingStopped: (state) => {
      state.tracking = false;
    },

    /** the Withdraw To Bank dialog opens or closes: its steps start over (an unsettled intent is kept) */
    flowReset: (state) => {
      state.proceed = false;
      state.confirming = false;
      state.confirmError = null;
      state.resultMessage = null;
      state.current = null;
      state.tracking = false;
      state.trackError = null;
    },

    listRequested: (state, action: PayloadAction<{ page: number }>) => {
      started(state.list);
      state.list.page = action.payload.page;
    },
    listSucceeded: (state, action: PayloadAction<Paginator<Withdrawal>>) => succeeded(state.list, action.payload),
    listFailed: (state, action: PayloadAction<string>) => failed(state.list, action.payload),
  },
});

export const {
  verifySucceeded,
  confirmRequested,
  confirmKeyed,
  confirmSucceeded,
  confirmFailed,
  trackingStarted,
  withdrawalUpdated,
  trackFailed,
  trackingStopped,
  flowReset,
  listRequested,
  listSucceeded,
  listFailed,
} = withdrawalSlice.actions;

export const withdrawalReducer = withdrawalSlice.reducer;
