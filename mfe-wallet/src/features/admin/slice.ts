// The admin panels' state: each panel loads on its own; a withdrawal action keeps its key for a retry.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminWithdrawal, LedgerCheckReply, Paginator, SocietyBalance } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';
import type { AdminWithdrawalTab } from './api';

export type WithdrawalAction = { kind: 'retry'; id: number } | { kind: 'void'; id: number; reason: string };

export interface AdminState {
  ledger: Loadable<LedgerCheckReply>;
  withdrawals: Loadable<Paginator<AdminWithdrawal>> & { tab: AdminWithdrawalTab; page: number };
  /** the action in flight, with its key for a retry after an unknown outcome */
  action: { pending: WithdrawalAction | null; intent: MoneyIntent<WithdrawalAction> | null; message: string | null; error: string | null };
  balances: Loadable<SocietyBalance[]>;
}

export const initialAdminState: AdminState = {
  ledger: idle(),
  withdrawals: { ...idle<Paginator<AdminWithdrawal>>(), tab: 'pending', page: 1 },
  action: { pending: null, intent: null, message: null, error: null },
  balances: idle(),
};

const adminSlice = createSlice({
  name: 'wallet/admin',
  initialState: initialAdminState,
  reducers: {
    ledgerCheckRequested: (state) => started(state.ledger),
    ledgerCheckSucceeded: (state, action: PayloadAction<LedgerCheckReply>) => succeeded(state.ledger, action.payload),
    ledgerCheckFailed: (state, action: PayloadAction<string>) => failed(state.ledger, action.payload),

    adminWithdrawalsRequested: (state, action: PayloadAction<{ tab: AdminWithdrawalTab; page: number }>) => {
      started(state.withdrawals);
      if (state.withdrawals.tab !== action.payload.tab) state.withdrawals.data = null;
      state.withdrawals.tab = action.payload.tab;
      state.withdrawals.page = action.payload.page;
    },
    adminWithdrawalsSucceeded: (state, action: PayloadAction<Paginator<AdminWithdrawal>>) => succeeded(state.withdrawals, action.payload),
    adminWithdrawalsFailed: (state, action: PayloadAction<string>) => failed(state.withdrawals, action.payload),

    withdrawalActionRequested: (state, action: PayloadAction<WithdrawalAction>) => {
      state.action.pending = action.payload;
      state.action.message = null;
      state.action.error = null;
    },
    withdrawalActionKeyed: (state, action: PayloadAction<MoneyIntent<WithdrawalAction>>) => {
      state.action.intent = action.payload;
    },
    withdrawalActionSucceeded: (state, action: PayloadAction<string>) => {
      state.action = { pending: null, intent: null, message: action.payload, error: null };
    },
    withdrawalActionFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.action.pending = null;
      state.action.error = action.payload.message;
      if (!action.payload.keepIntent) state.action.intent = null;
    },

    balancesRequested: (state) => started(state.balances),
    balancesSucceeded: (state, action: PayloadAction<SocietyBalance[]>) => succeeded(state.balances, action.payload),
    balancesFailed: (state, action: PayloadAction<string>) => failed(state.balances, action.payload),

  },
});

export const {
  ledgerCheckRequested,
  ledgerCheckSucceeded,
  ledgerCheckFailed,
  adminWithdrawalsRequested,
  adminWithdrawalsSucceeded,
  adminWithdrawalsFailed,
  withdrawalActionRequested,
  withdrawalActionKeyed,
  withdrawalActionSucceeded,
  withdrawalActionFailed,
  balancesRequested,
  balancesSucceeded,
  balancesFailed,
} = adminSlice.actions;

export const adminReducer = adminSlice.reducer;
