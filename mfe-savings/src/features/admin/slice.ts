// The savings admin panels' state: each panel loads on its own; the dividend proposal keeps its key for a retry.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';
import type { DividendBody, DividendPreview } from './api';
import type { AutosaveHealthReply, SavingsMemberReply, SavingsTotalsReply } from '@coop/api/contract';

export interface DividendPostState {
  pending: boolean;
  /** the declaration (a proposal) in flight or last sent, with its key: a retry after an unknown outcome sends the same key */
  intent: MoneyIntent<DividendBody> | null;
  message: string | null;
  error: string | null;
}

export interface SavingsAdminState {
  totals: Loadable<SavingsTotalsReply>;
  autosave: Loadable<AutosaveHealthReply>;
  member: Loadable<SavingsMemberReply> & { email: string };
  preview: Loadable<DividendPreview> & { amount: string | null };
  post: DividendPostState;
}

export const initialSavingsAdminState: SavingsAdminState = {
  totals: idle(),
  autosave: idle(),
  member: { ...idle<SavingsMemberReply>(), email: '' },
  preview: { ...idle<DividendPreview>(), amount: null },
  post: { pending: false, intent: null, message: null, error: null },
};

const savingsAdminSlice = createSlice({
  name: 'savings/admin',
  initialState: initialSavingsAdminState,
  reducers: {
    totalsRequested: (state) => started(state.totals),
    totalsSucceeded: (state, action: PayloadAction<SavingsTotalsReply>) => succeeded(state.totals, action.payload),
    totalsFailed: (state, action: PayloadAction<string>) => failed(state.totals, action.payload),

    autosaveRequested: (state) => started(state.autosave),
    autosaveSucceeded: (state, action: PayloadAction<AutosaveHealthReply>) => succeeded(state.autosave, action.payload),
    autosaveFailed: (state, action: PayloadAction<string>) => failed(state.autosave, action.payload),

    memberRequested: (state, action: PayloadAction<string>) => {
      started(state.member);
      if (state.member.email !== action.payload) state.member.data = null;
      state.member.email = action.payload;
    },
    memberSucceeded: (state, action: PayloadAction<SavingsMemberReply>) => succeeded(state.member, action.payload),
    memberFailed: (state, action: PayloadAction<string>) => {
      failed(state.member, action.payload);
      state.member.data = null;
    },

    previewRequested: (state, action: PayloadAction<string>) => {
      started(state.preview);
      state.preview.data = null;
      state.preview.amount = action.payload;
      state.post.message = null;
      state.post.error = null;
    },
    previewSucceeded: (state, action: PayloadAction<DividendPreview>) => succeeded(state.preview, action.payload),
    previewFailed: (state, action: PayloadAction<string>) => failed(state.preview, action.payload),
    previewCleared: (state) => {
      state.preview = { ...idle<DividendPreview>(), amount: null };
    },

    postRequested: (state, _action: PayloadAction<DividendBody>) => {
      state.post.pending = true;
      state.post.message = null;
      state.post.error = null;
    },
    postKeyed: (state, action: PayloadAction<MoneyIntent<DividendBody>>) => {
      state.post.intent = action.payload;
    },
    postSucceeded: (state, action: PayloadAction<string>) => {
      state.post = { pending: false, intent: null, message: action.payload, error: null };
      state.preview = { ...idle<DividendPreview>(), amount: null };
    },
    postFailed: (state, action: PayloadAction<{ message: string; keepIntent: boolean }>) => {
      state.post.pending = false;
      state.post.error = action.payload.message;
      if (!action.payload.keepIntent) state.post.intent = null;
    },
    postErrorDismissed: (state) => {
      state.post.error = null;
    },
  },
});

export const {
  totalsRequested,
  totalsSucceeded,
  totalsFailed,
  autosaveRequested,
  autosaveSucceeded,
  autosaveFailed,
  memberRequested,
  memberSucceeded,
  memberFailed,
  previewRequested,
  previewSucceeded,
  previewFailed,
  previewCleared,
  postRequested,
  postKeyed,
  postSucceeded,
  postFailed,
  postErrorDismissed,
} = savingsAdminSlice.actions;

export const savingsAdminReducer = savingsAdminSlice.reducer;
