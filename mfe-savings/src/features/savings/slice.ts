// The spec §3 client state of savings: `card_id` (the saved card to charge next, also in localStorage),
// `isAvailable` (regular savings can be withdrawn) and `proceed` (the continue flag: the password step of a
// savings withdrawal passed, so the PIN step shows).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getStoredItem, STORAGE_KEYS } from '@coop/shared';

export interface SavingsClientState {
  card_id: number | null;
  isAvailable: boolean;
  proceed: boolean;
}

function storedCardId(): number | null {
  const raw = getStoredItem(STORAGE_KEYS.cardId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const initialSavingsState = (): SavingsClientState => ({ card_id: storedCardId(), isAvailable: false, proceed: false });

const savingsSlice = createSlice({
  name: 'savings/savings',
  initialState: initialSavingsState,
  reducers: {
    cardChosen: (state, action: PayloadAction<number | null>) => {
      state.card_id = action.payload;
    },
    availabilityKnown: (state, action: PayloadAction<boolean>) => {
      state.isAvailable = action.payload;
    },
    proceedSet: (state, action: PayloadAction<boolean>) => {
      state.proceed = action.payload;
    },
  },
});

export const { cardChosen, availabilityKnown, proceedSet } = savingsSlice.actions;
export const savingsReducer = savingsSlice.reducer;
