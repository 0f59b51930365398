// Every change a member or admin asks for on a remote's screens goes through one saga: the call, its pending and
// error state under an id the screen chose, the success alert, and a `version` the screens read as their load key, so
// everything on show is read again after a change. Money calls keep their intent (Idempotency-Key + body) so "Try
// again" after a lost answer reuses the key and nothing is paid twice. Each remote makes one with its feature key.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import { http } from '@coop/shared/core';
import { areaSelector } from '../areaSelector';
import { intentFor, type MoneyIntent } from '../idempotency';
import { callThenAlert } from '../sagas';

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
  /** a multipart upload kept outside the store (files are not state): keepUpload(id, form) first */
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

export const emptyCall: CallState = { pending: false, error: null, done: false, intent: null, reply: null };

export function createCalls(featureKey: string) {
  const slice = createSlice({
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
      callFailed: (state, action: PayloadAction<{ id: string; message: string }>) => {
        const previous = state.byId[action.payload.id] ?? emptyCall;
        state.byId[action.payload.id] = { ...previous, pending: false, error: action.payload.message, done: false };
      },
      callReset: (state, action: PayloadAction<string>) => {
        delete state.byId[action.payload];
      },
    },
  });
  const { callRequested, intentKept, callSucceeded, callFailed, callReset } = slice.actions;
  const selectCalls = areaSelector(featureKey, 'calls', slice.reducer);
  const selectCall =
    (id: string) =>
    (state: unknown): CallState =>
      selectCalls(state).byId[id] ?? emptyCall;
  const selectVersion = (state: unknown): number => selectCalls(state).version;
  const uploads = new Map<string, FormData>();

  function send(spec: CallSpec, intent: MoneyIntent<unknown> | null): Promise<unknown> {
    const options = { tokenInQuery: spec.tokenInQuery, idempotencyKey: intent?.key };
    if (spec.uploadId) {
      const form = uploads.get(spec.uploadId);
      uploads.delete(spec.uploadId);
      if (!form) return Promise.reject(new Error('Please choose the picture again'));
      return http.postForm(spec.path, form, options);
    }
    if (spec.method === 'GET') return http.get(spec.path, options);
    return http.post(spec.path, spec.body, options);
  }

  function* runCall(action: PayloadAction<CallSpec>) {
    const spec = action.payload;
    let intent: MoneyIntent<unknown> | null = null;
    if (spec.money) {
      const previous: CallState = yield select(selectCall(spec.id));
      intent = intentFor(previous.intent, spec.body);
      yield put(intentKept({ id: spec.id, intent }));
    }
    if (spec.quiet) {
      try {
        const reply: unknown = yield send(spec, intent);
        yield put(callSucceeded({ id: spec.id, reply }));
      } catch (error) {
        yield put(callFailed({ id: spec.id, message: error instanceof Error ? error.message : 'Something went wrong, please try again' }));
      }
      return;
    }
    yield* callThenAlert({
      request: () => send(spec, intent),
      successMessage: spec.successMessage,
      succeeded: (_message, reply) => callSucceeded({ id: spec.id, reply }),
      failed: (message) => callFailed({ id: spec.id, message }),
    });
  }

  function* saga() {
    yield takeEvery(callRequested.type, runCall);
  }

  /** a screen's handle on one call: run it, read its state, reset it */
  function useCall(id: string) {
    const dispatch = useDispatch();
    const state = useSelector(selectCall(id));
    const run = useCallback((spec: Omit<CallSpec, 'id'>) => dispatch(callRequested({ ...spec, id })), [dispatch, id]);
    const reset = useCallback(() => dispatch(callReset(id)), [dispatch, id]);
    return { ...state, run, reset };
  }

  /** changes after every successful call: use it in load keys so screens read again */
  const useVersion = (): number => useSelector(selectVersion);

  /** a multipart body waits here, outside the store, until the call with `uploadId: id` sends it */
  const keepUpload = (id: string, form: FormData): void => {
    uploads.set(id, form);
  };

  return { reducer: slice.reducer, saga, useCall, useVersion, keepUpload, actions: slice.actions, selectCall };
}
