// What the three savings tabs share: the header's figures, the member's saved cards and bank account, and the
// autosave dialog of regular and save-to-loan savings (create, edit, deactivate).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BankAccount, Money, SavedCard } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable } from '@coop/shared';
import type { AutosaveKind, PlanBody } from './api';

export interface HeaderFigures {
  /** regular savings */
  regular: Money;
  /** the original's "Avaliable Balance": what is not pledged to loans */
  available: Money;
  /** all targets together */
  targets: Money;
}

export interface PlansState {
  header: Loadable<HeaderFigures>;
  cards: Loadable<SavedCard[]>;
  bank: Loadable<BankAccount | null>;
  /** an autosave create/edit is on its way */
  saving: boolean;
  /** an autosave deactivation is on its way */
  deactivating: boolean;
  /** counts the autosave saves that succeeded: an open dialog closes when it moves */
  savedCount: number;
}

export const initialPlansState: PlansState = { header: idle(), cards: idle(), bank: idle(), saving: false, deactivating: false, savedCount: 0 };

const plansSlice = createSlice({
  name: 'savings/plans',
  initialState: initialPlansState,
  reducers: {
    headerRequested: (state) => started(state.header),
    headerSucceeded: (state, action: PayloadAction<HeaderFigures>) => succeeded(state.header, action.payload),
    headerFailed: (state, action: PayloadAction<string>) => failed(state.header, action.payload),

    cardsRequested: (state) => started(state.cards),
    cardsSucceeded: (state, action: PayloadAction<SavedCard[]>) => succeeded(state.cards, action.payload),
    cardsFailed: (state, action: PayloadAction<string>) => failed(state.cards, action.payload),

    bankRequested: (state) => started(state.bank),
    bankSucceeded: (state, action: PayloadAction<BankAccount | null>) => succeeded(state.bank, action.payload),
    bankFailed: (state, action: PayloadAction<string>) => failed(state.bank, action.payload),

    /** `id` edits that plan; without it a plan is created */
    autosaveSaveRequested: (state, _action: PayloadAction<{ kind: AutosaveKind; id?: number; body: PlanBody }>) => {
      state.saving = true;
    },
    autosaveSaveFinished: (state, action: PayloadAction<{ saved: boolean }>) => {
      state.saving = false;
      if (action.payload.saved) state.savedCount += 1;
    },
    autosaveDeactivateRequested: (state, _action: PayloadAction<{ kind: AutosaveKind }>) => {
      state.deactivating = true;
    },
    autosaveDeactivateFinished: (state) => {
      state.deactivating = false;
    },
  },
});

export const {
  headerRequested, headerSucceeded, headerFailed,
  cardsRequested, cardsSucceeded, cardsFailed,
  bankRequested, bankSucceeded, bankFailed,
  autosaveSaveRequested, autosaveSaveFinished, autosaveDeactivateRequested, autosaveDeactivateFinished,
} = plansSlice.actions;

export const plansReducer = plansSlice.reducer;
