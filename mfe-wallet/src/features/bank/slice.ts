// The member's bank account (the withdrawal destination), the bank list, the account-name lookup and saving.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BankOption } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable } from '@coop/shared';
import type { BankAccountBody, BankAccountOnFile } from './api';

export interface ResolveState {
  loading: boolean;
  /** the account the name belongs to, so a stale answer is never shown for other digits */
  accountNumber: string | null;
  bankCode: string | null;
  accountName: string | null;
  error: string | null;
}

export interface BankState {
  details: Loadable<BankAccountOnFile | null> & { loaded: boolean };
  banks: Loadable<BankOption[]>;
  resolve: ResolveState;
  saving: boolean;
  saveError: string | null;
}

const noResolve: ResolveState = { loading: false, accountNumber: null, bankCode: null, accountName: null, error: null };

export const initialBankState: BankState = {
  details: { ...idle<BankAccountOnFile | null>(), loaded: false },
  banks: idle(),
  resolve: noResolve,
  saving: false,
  saveError: null,
};

const bankSlice = createSlice({
  name: 'wallet/bank',
  initialState: initialBankState,
  reducers: {
    bankDetailsRequested: (state) => started(state.details),
    bankDetailsSucceeded: (state, action: PayloadAction<BankAccountOnFile | null>) => {
      succeeded(state.details, action.payload);
      state.details.loaded = true;
    },
    bankDetailsFailed: (state, action: PayloadAction<string>) => failed(state.details, action.payload),

    banksRequested: (state) => started(state.banks),
    banksSucceeded: (state, action: PayloadAction<BankOption[]>) => succeeded(state.banks, action.payload),
    banksFailed: (state, action: PayloadAction<string>) => failed(state.banks, action.payload),

    resolveRequested: (state, action: PayloadAction<{ accountNumber: string; bankCode: string }>) => {
      state.resolve = { ...noResolve, loading: true, accountNumber: action.payload.accountNumber, bankCode: action.payload.bankCode };
    },
    resolveSucceeded: (state, action: PayloadAction<string>) => {
      state.resolve.loading = false;
      state.resolve.accountName = action.payload;
    },
    resolveFailed: (state, action: PayloadAction<string>) => {
      state.resolve.loading = false;
      state.resolve.error = action.payload;
    },
    /** the account number or bank changed: the looked-up name no longer applies */
    resolveCleared: (state) => {
      state.resolve = noResolve;
    },

    bankSaveRequested: (state, _action: PayloadAction<{ body: BankAccountBody; replace: boolean }>) => {
      state.saving = true;
      state.saveError = null;
    },
    bankSaveSucceeded: (state, action: PayloadAction<BankAccountOnFile>) => {
      state.saving = false;
      succeeded(state.details, action.payload);
      state.details.loaded = true;
    },
    bankSaveFailed: (state, action: PayloadAction<string>) => {
      state.saving = false;
      state.saveError = action.payload;
    },
  },
});

export const {
  bankDetailsRequested,
  bankDetailsSucceeded,
  bankDetailsFailed,
  banksRequested,
  banksSucceeded,
  banksFailed,
  resolveRequested,
  resolveSucceeded,
  resolveFailed,
  resolveCleared,
  bankSaveRequested,
  bankSaveSucceeded,
  bankSaveFailed,
} = bankSlice.actions;

export const bankReducer = bankSlice.reducer;
