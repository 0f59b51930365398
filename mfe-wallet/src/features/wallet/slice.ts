// The wallet's state: balance, history, the funding request, and the spec §3 client state `card_id` and
// `isAvailable` (the balance can be withdrawn).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  getStoredItem, STORAGE_KEYS, failed, idle, started, succeeded, type Loadable, isPositiveAmount, type MoneyIntent,
} from '@coop/shared';
import type { FundWalletReply, Money, WalletHistoryReply } from '@coop/api/contract';
import type { FundWalletBody } from './api';

export interface FundState {
  pending: boolean;
  error: string | null;
  /** kept after an unknown outcome so "Try again" reuses the Idempotency-Key */
  intent: MoneyIntent<FundWalletBody> | null;
  /** the last funding went through (the dialog closes) */
  done: boolean;
}

export interface WalletState {
  balance: Loadable<Money>;
  history: Loadable<WalletHistoryReply> & { page: number };
  fund: FundState;
  /** the saved card to charge next time (also in localStorage `card_id`) */
  card_id: number | null;
  /** the balance is above zero, so Withdraw is offered */
  isAvailable: boolean;
}

function storedCardId(): number | null {
  const raw = getStoredItem(STORAGE_KEYS.cardId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function initialWalletState(): WalletState {
  return {
    balance: idle(),
    history: { ...idle<WalletHistoryReply>(), page: 1 },
    fund: { pending: false, error: null, intent: null, done: false },
    card_id: storedCardId(),
    isAvailable: false,
  };
}

const walletSlice = createSlice({
  name: 'wallet/wallet',
  initialState: initialWalletState,
  reducers: {
    balanceRequested: (state) => started(state.balance),
    balanceSucceeded: (state, action: PayloadAction<Money>) => {
      succeeded(state.balance, action.payload);
      state.isAvailable = isPositiveAmount(action.payload);
    },
    balanceFailed: (state, action: PayloadAction<string>) => failed(state.balance, action.payload),

    historyRequested: (state, action: PayloadAction<{ page: number }>) => {
      started(state.history);
      state.history.page = action.payload.page;
    },
    historySucceeded: (state, action: PayloadAction<WalletHistoryReply>) => succeeded(state.history, action.payload),
    historyFailed: (state, action: PayloadAction<string>) => failed(state.history, action.payload),

    fundRequested: (state, _action: PayloadAction<FundWalletBody>) => {
      state.fund.pending = true;
      state.fund.error = null;
      state.fund.done = false;
    },
    fundKeyed: (state, action: PayloadAction<MoneyIntent<FundWalletBody>>) => {
      state.fund.intent = action.payload;
    },
    fundSucceeded: (state, action: PayloadAction<FundWalletReply>) => {
      state.fund = { pending: false, error: null, intent: null, done: true };
      if (action.payload.card_id) state.card_id = action.payload.card_id;
      if (action.payload.balance) {
        succeeded(state.balance, action.payload.balance);
        state.isAvailable = isPositiveAmount(action.payload.balance);
      }
    },
    fundFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.fund.pending = false;
      state.fund.error = action.payload.message;
      if (!action.payload.keepIntent) state.fund.intent = null;
    },
    /**
     * the Fund Wallet dialog opens or closes. The intent stays: the same funding tried again after an unknown
     * outcome must reuse its key even from a reopened dialog (a success or a refusal has cleared it already).
     */
    fundReset: (state) => {
      state.fund.pending = false;
      state.fund.error = null;
      state.fund.done = false;
    },
    cardIdStored: (state, action: PayloadAction<number | null>) => {
      state.card_id = action.payload;
    },
  },
});

export const {
  balanceRequested,
  balanceSucceeded,
  balanceFailed,
  historyRequested,
  historySucceeded,
  historyFailed,
  fundRequested,
  fundKeyed,
  fundSucceeded,
  fundFailed,
  fundReset,
  cardIdStored,
} = walletSlice.actions;

export const walletReducer = walletSlice.reducer;
