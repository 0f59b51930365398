// The admin panels' state: each panel loads on its own; a withdrawal action keeps its key for a retry, and `settled`
// counts the actions that have ended (done or refused) so the withdrawal's page reads it again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LedgerCheckReply, SocietyBalance } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';

export type WithdrawalAction = { kind: 'retry'; id: number } | { kind: 'void'; id: number; reason: string };

export interface AdminState {
  ledger: Loadable<LedgerCheckReply>;
  /** the action in flight, with its key for a retry after an unknown outcome */
  action: { pending: WithdrawalAction | null; intent: MoneyIntent<WithdrawalAction> | null; message: string | null; error: string | null; settled: number };
  balances: Loadable<SocietyBalance[]>;
}

export const initialAdminState: AdminState = {
  ledger: idle(),
  action: { pending: null, intent: null, message: null, error: null, settled: 0 },
  balances: idle(),
};

const adminSlice = createSlice({
  name: 'wallet/admin',
  initialState: initialAdminState,
  reducers: {
    ledgerCheckRequested: (state) => started(state.ledger),
    ledgerCheckSucceeded: (state, action: PayloadAction<LedgerCheckReply>) => succeeded(state.ledger, action.payload),
    ledgerCheckFailed: (state, action: PayloadAction<string>) => failed(state.ledger, action.payload),

    withdrawalActionRequested: (state, action: PayloadAction<WithdrawalAction>) => {
      state.action.pending = action.payload;
      state.action.message = null;
      state.action.error = null;
    },
    withdrawalActionKeyed: (state, action: PayloadAction<MoneyIntent<WithdrawalAction>>) => {
      state.action.intent = action.payload;
    },
    withdrawalActionSucceeded: (state, action: PayloadAction<string>) => {
      state.action = { pending: null, intent: null, message: action.payload, error: null, settled: state.action.settled + 1 };
    },
    withdrawalActionFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.action.pending = null;
      state.action.error = action.payload.message;
      state.action.settled += 1;
      if (!action.payload.keepIntent) state.action.intent = null;
    },
    /** leaving a withdrawal's page: its message does not follow to the next one */
    withdrawalActionCleared: (state) => {
      state.action.message = null;
      state.action.error = null;
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
  withdrawalActionRequested,
  withdrawalActionKeyed,
  withdrawalActionSucceeded,
  withdrawalActionFailed,
  withdrawalActionCleared,
  balancesRequested,
  balancesSucceeded,
  balancesFailed,
} = adminSlice.actions;

export const adminReducer = adminSlice.reducer;
