// The state half of a remote's calls: the reducer, the screens' hooks (useCall, useVersion) and the uploads kept
// outside the store. It imports neither redux-saga nor the toolkit, so a remote whose reducer is on a first page
// (mfe-auth on /signin) can have it there and fetch the saga half (callsSaga.ts) later.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { areaSelector } from '../areaSelector';
import { emptyCall, type CallSpec, type CallsOptions, type CallState, type FailureMessage, type ReplyMessage } from './callSpec';
import { createCallsReducer } from './callsReducer';

export function createCallsState(featureKey: string, { messages = {}, failures = {} }: CallsOptions = {}) {
  const { reducer, actions } = createCallsReducer(featureKey);
  const selectCalls = areaSelector(featureKey, 'calls', reducer);
  const selectCall =
    (id: string) =>
    (state: unknown): CallState =>
      selectCalls(state).byId[id] ?? emptyCall;
  const selectVersion = (state: unknown): number => selectCalls(state).version;
  const uploads = new Map<string, FormData>();

  function checkNames(spec: Omit<CallSpec, 'id'>) {
    if (spec.message && !messages[spec.message]) throw new Error(`createCalls(${featureKey}): no message formatter named "${spec.message}"`);
    if (spec.failure && !failures[spec.failure]) throw new Error(`createCalls(${featureKey}): no failure formatter named "${spec.failure}"`);
  }

  /** a screen's handle on one call: run it, read its state, reset it */
  function useCall(id: string) {
    const dispatch = useDispatch();
    const state = useSelector(selectCall(id));
    const run = useCallback(
      (spec: Omit<CallSpec, 'id'>) => {
        checkNames(spec);
        return dispatch(actions.callRequested({ ...spec, id }));
      },
      [dispatch, id],
    );
    const reset = useCallback(() => dispatch(actions.callReset(id)), [dispatch, id]);
    return { ...state, run, reset };
  }

  /** changes after every successful call: use it in load keys so screens read again */
  const useVersion = (): number => useSelector(selectVersion);

  /** a multipart body waits here, outside the store, until the call with `uploadId: id` sends it */
  const keepUpload = (id: string, form: FormData): void => {
    uploads.set(id, form);
  };
  /** the saga's side: an upload is sent once */
  const takeUpload = (id: string): FormData | undefined => {
    const form = uploads.get(id);
    uploads.delete(id);
    return form;
  };
  const formatters: { messages: Record<string, ReplyMessage>; failures: Record<string, FailureMessage> } = { messages, failures };

  return { reducer, actions, selectCall, useCall, useVersion, keepUpload, takeUpload, formatters };
}

export type CallsStateHalf = ReturnType<typeof createCallsState>;
