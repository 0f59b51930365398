// The calls state of one remote: each call's pending/error/done under the id its screen chose, and the `version`
// that grows after every successful change (the screens' load keys).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MoneyIntent } from '../idempotency';
import { emptyCall, type CallSpec, type CallsState } from './callSpec';

export function createCallsSlice(featureKey: string) {
  return createSlice({
    name: `${featureKey}/calls`,
    initialState: (): CallsState => ({ byId: {}, version: 0 }),
    reducers: {
      callRequested: (state, action: PayloadAction<CallSpec>) => {
        const previous = state.byId[action.payload.id] ?? emptyCall;
        state.byId[action.payload.id] = { ...previous, pending: true, error: null, done: false };
      },
      intentKept: (state, action: PayloadAction<{ id: string; intent: MoneyIntent<unknown> }>) => {
        state.byId[action.payload.id] = { ...(state.byId[action.payload.id] ?? emptyCall), intent: action.payload.intent };
      },
      callSucceeded: (state, action: PayloadAction<{ id: string; reply: unknown }>) => {
        state.byId[action.payload.id] = { pending: false, error: null, done: true, intent: null, reply: action.payload.reply };
        state.version += 1;
      },
      /** `keepIntent` only when the outcome is unknown: a definite refusal forgets it, so a retry is a new intent */
      callFailed: (state, action: PayloadAction<{ id: string; message: string; keepIntent?: boolean }>) => {
        const previous = state.byId[action.payload.id] ?? emptyCall;
        const intent = action.payload.keepIntent ? previous.intent : null;
        state.byId[action.payload.id] = { ...previous, pending: false, error: action.payload.message, done: false, intent };
      },
      callReset: (state, action: PayloadAction<string>) => {
        delete state.byId[action.payload];
      },
    },
  });
}
