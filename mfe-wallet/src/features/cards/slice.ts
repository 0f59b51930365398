// My Cards: the list, a deletion, and saving a new card after its test charge.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedCard } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';
import type { SaveCardBody } from './api';

export interface CardsState {
  cards: Loadable<SavedCard[]>;
  /** the card being deleted */
  deletingId: number | null;
  deleteError: string | null;
  saving: boolean;
  saveError: string | null;
  intent: MoneyIntent<SaveCardBody> | null;
}

export const initialCardsState: CardsState = {
  cards: idle(),
  deletingId: null,
  deleteError: null,
  saving: false,
  saveError: null,
  intent: null,
};

const cardsSlice = createSlice({
  name: 'wallet/cards',
  initialState: initialCardsState,
  reducers: {
    cardsRequested: (state) => started(state.cards),
    cardsSucceeded: (state, action: PayloadAction<SavedCard[]>) => succeeded(state.cards, action.payload),
    cardsFailed: (state, action: PayloadAction<string>) => failed(state.cards, action.payload),

    cardDeleteRequested: (state, action: PayloadAction<{ id: number }>) => {
      state.deletingId = action.payload.id;
      state.deleteError = null;
    },
    cardDeleteSucceeded: (state, action: PayloadAction<{ id: number }>) => {
      state.deletingId = null;
      if (state.cards.data) state.cards.data = state.cards.data.filter((card) => card.id !== action.payload.id);
    },
    cardDeleteFailed: (state, action: PayloadAction<string>) => {
      state.deletingId = null;
      state.deleteError = action.payload;
    },

    /**
     * the test charge is paid: record the card (`paystack_id` is the charge's reference); `replaces` is the card
     * the new one takes the place of (Replace Card), removed once the new one is saved
     */
    cardSaveRequested: (state, _action: PayloadAction<{ paystack_id: string; replaces?: number }>) => {
      state.saving = true;
      state.saveError = null;
    },
    cardSaveKeyed: (state, action: PayloadAction<MoneyIntent<SaveCardBody>>) => {
      state.intent = action.payload;
    },
    cardSaveSucceeded: (state) => {
      state.saving = false;
      state.intent = null;
    },
    cardSaveFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.saving = false;
      state.saveError = action.payload.message;
      if (!action.payload.keepIntent) state.intent = null;
    },
  },
});

export const {
  cardsRequested,
  cardsSucceeded,
  cardsFailed,
  cardDeleteRequested,
  cardDeleteSucceeded,
  cardDeleteFailed,
  cardSaveRequested,
  cardSaveKeyed,
  cardSaveSucceeded,
  cardSaveFailed,
} = cardsSlice.actions;

export const cardsReducer = cardsSlice.reducer;
