// Every change a member or admin asks for on a remote's screens goes through one saga: the call, its pending and
// error state under an id the screen chose, the success alert, and a `version` the screens read as their load key, so
// everything on show is read again after a change. Money calls keep their intent (Idempotency-Key + body) only while
// the outcome is unknown, so "Try again" after a lost answer reuses the key and nothing is paid twice, while a retry
// after a definite refusal is a new intent. Each remote makes one with its feature key (ARCHITECTURE: state model).
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { alertError, alertSuccess, navigate } from '@coop/shared/core';
import { areaSelector } from '../areaSelector';
import { intentFor, type MoneyIntent } from '../idempotency';
import { accepted, failureMessage, outcomeUnknown } from '../replies';
import { emptyCall, type CallSpec, type CallsOptions, type CallState } from './callSpec';
import { createCallsSlice } from './callsSlice';
import { sendCall } from './sendCall';
import { successText } from './successText';

export { emptyCall, type CallMethod, type CallSpec, type CallState, type CallsState, type CallsOptions, type ReplyMessage } from './callSpec';

export function createCalls(featureKey: string, { messages = {} }: CallsOptions = {}) {
  const slice = createCallsSlice(featureKey);
  const { callRequested, intentKept, callSucceeded, callFailed, callReset } = slice.actions;
  const selectCalls = areaSelector(featureKey, 'calls', slice.reducer);
  const selectCall =
    (id: string) =>
    (state: unknown): CallState =>
      selectCalls(state).byId[id] ?? emptyCall;
  const selectVersion = (state: unknown): number => selectCalls(state).version;
  const uploads = new Map<string, FormData>();
  const takeUpload = (id: string): FormData | undefined => {
    const form = uploads.get(id);
    uploads.delete(id);
    return form;
  };

  function* runCall(action: PayloadAction<CallSpec>) {
    const spec = action.payload;
    let intent: MoneyIntent<unknown> | null = null;
    if (spec.money) {
      const previous: CallState = yield select(selectCall(spec.id));
      intent = intentFor(previous.intent, spec.body);
      yield put(intentKept({ id: spec.id, intent }));
    }
    let reply: unknown;
    try {
      const sent: unknown = yield call(sendCall, spec, intent, takeUpload);
      reply = accepted(sent);
    } catch (error) {
      const message = failureMessage(error);
      yield put(callFailed({ id: spec.id, message, keepIntent: outcomeUnknown(error) }));
      if (!spec.quiet) yield put(alertError(message));
      return;
    }
    const text = spec.quiet ? '' : successText(spec, reply, messages);
    yield put(callSucceeded({ id: spec.id, reply }));
    if (!spec.quiet) yield put(alertSuccess(text));
    if (spec.navigateTo) yield call(navigate, spec.navigateTo);
  }

  function* saga() {
    yield takeEvery(callRequested.type, runCall);
  }

  /** a screen's handle on one call: run it, read its state, reset it */
  function useCall(id: string) {
    const dispatch = useDispatch();
    const state = useSelector(selectCall(id));
    const run = useCallback(
      (spec: Omit<CallSpec, 'id'>) => {
        if (spec.message && !messages[spec.message]) throw new Error(`createCalls(${featureKey}): no message formatter named "${spec.message}"`);
        return dispatch(callRequested({ ...spec, id }));
      },
      [dispatch, id],
    );
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
