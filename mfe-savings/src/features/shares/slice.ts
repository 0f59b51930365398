// Shareholdings: the holding against the minimum (the gate reads it), the history, and buying shares.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';
import type { FundSavingsReply, SavingsTransactionsReply, ShareholdingReply } from '@coop/api/contract';
import type { FundBody } from '../fundBody';

export interface SharesFundState {
  pending: boolean;
  error: string | null;
  /** kept after an unknown outcome so "Try again" reuses the Idempotency-Key */
  intent: MoneyIntent<FundBody> | null;
  /** the last purchase went through (its dialog closes) */
  done: boolean;
}

export interface SharesState {
  holding: Loadable<ShareholdingReply>;
  history: Loadable<SavingsTransactionsReply> & { page: number };
  fund: SharesFundState;
}

export const initialSharesState = (): SharesState => ({
  holding: idle(),
  history: { ...idle<SavingsTransactionsReply>(), page: 1 },
  fund: { pending: false, error: null, intent: null, done: false },
});

/**
 * `from: 'page'`: the Shareholdings page's own Quick Save, a success alert then /shareholdings (spec §4).
 * `from: 'gate'`: the shareholding gate's payment; no success alert (dismissing one reloads the page, spec §4, which
 * would drop the action waiting behind the gate): the action opening is the answer.
 */
export interface SharesFundRequest {
  body: FundBody;
  from: 'page' | 'gate';
}

const sharesSlice = createSlice({
  name: 'savings/shares',
  initialState: initialSharesState,
  reducers: {
    holdingRequested: (state) => started(state.holding),
    holdingSucceeded: (state, action: PayloadAction<ShareholdingReply>) => succeeded(state.holding, action.payload),
    holdingFailed: (state, action: PayloadAction<string>) => failed(state.holding, action.payload),

    sharesHistoryRequested: (state, action: PayloadAction<{ page: number }>) => {
      started(state.history);
      state.history.page = action.payload.page;
    },
    sharesHistorySucceeded: (state, action: PayloadAction<SavingsTransactionsReply>) => succeeded(state.history, action.payload),
    sharesHistoryFailed: (state, action: PayloadAction<string>) => failed(state.history, action.payload),

    sharesFundRequested: (state, _action: PayloadAction<SharesFundRequest>) => {
      state.fund.pending = true;
      state.fund.error = null;
      state.fund.done = false;
    },
    sharesFundKeyed: (state, action: PayloadAction<MoneyIntent<FundBody>>) => {
      state.fund.intent = action.payload;
    },
    sharesFundSucceeded: (state, _action: PayloadAction<FundSavingsReply>) => {
      state.fund = { pending: false, error: null, intent: null, done: true };
    },
    sharesFundFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.fund.pending = false;
      state.fund.error = action.payload.message;
      if (!action.payload.keepIntent) state.fund.intent = null;
    },
    /** a dialog opens or closes; the intent stays for a retry after an unknown outcome */
    sharesFundReset: (state) => {
      state.fund.pending = false;
      state.fund.error = null;
      state.fund.done = false;
    },
  },
});

export const {
  holdingRequested, holdingSucceeded, holdingFailed,
  sharesHistoryRequested, sharesHistorySucceeded, sharesHistoryFailed,
  sharesFundRequested, sharesFundKeyed, sharesFundSucceeded, sharesFundFailed, sharesFundReset,
} = sharesSlice.actions;
export const sharesReducer = sharesSlice.reducer;
