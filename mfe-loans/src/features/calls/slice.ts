// Every change a member or admin asks for on the loan screens goes through one saga (./saga.ts): the call, its
// pending and error state under an id the screen chose, the success alert, and a `version` the screens read as their
// load key, so everything on show is read again after a change. Money calls keep their intent (Idempotency-Key +
// body) so "Try again" after a lost answer reuses the key and nothing is paid twice.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MoneyIntent } from '@coop/shared';

export interface CallSpec {
  /** the screen's name for this call, e.g. `repay-12` */
  id: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** a money call: sent with an Idempotency-Key kept for retries of the same body */
  money?: boolean;
  /** also send the token as ?token= (the spec's marked paths) */
  tokenInQuery?: boolean;
  /** the alert when the reply has no message */
  successMessage: string;
  /** a multipart upload kept outside the store (files are not state): see uploads.ts */
  uploadId?: string;
  /** no success alert (the screen says it itself) */
  quiet?: boolean;
}

export interface CallState {
  pending: boolean;
  error: string | null;
  done: boolean;
  intent: MoneyIntent<unknown> | null;
  /** the accepted reply, for screens that read it */
  reply: unknown;
}

export interface CallsState {
  byId: Record<string, CallState>;
  version: number;
}

const empty: CallState = { pending: false, error: null, done: false, intent: null, reply: null };

const callsSlice = createSlice({
  name: 'loans/calls',
  initialState: (): CallsState => ({ byId: {}, version: 0 }),
  reducers: {
    callRequested: (state, action: PayloadAction<CallSpec>) => {
      const previous = state.byId[action.payload.id] ?? empty;
      state.byId[action.payload.id] = { ...previous, pending: true, error: null, done: false };
    },
    intentKept: (state, action: PayloadAction<{ id: string; intent: MoneyIntent<unknown> }>) => {
      state.byId[action.payload.id] = { ...(state.byId[action.payload.id] ?? empty), intent: action.payload.intent };
    },
    callSucceeded: (state, action: PayloadAction<{ id: string; reply: unknown }>) => {
      state.byId[action.payload.id] = { pending: false, error: null, done: true, intent: null, reply: action.payload.reply };
      state.version += 1;
    },
    callFailed: (state, action: PayloadAction<{ id: string; message: string }>) => {
      const previous = state.byId[action.payload.id] ?? empty;
      state.byId[action.payload.id] = { ...previous, pending: false, error: action.payload.message, done: false };
    },
    callReset: (state, action: PayloadAction<string>) => {
      delete state.byId[action.payload];
    },
  },
});

export const { callRequested, intentKept, callSucceeded, callFailed, callReset } = callsSlice.actions;
export const callsReducer = callsSlice.reducer;
export const emptyCall = empty;
