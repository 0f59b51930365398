// The calls state of one remote: each call's pending/error/done under the id its screen chose, and the `version`
// that grows after every successful change (the screens' load keys). Plain redux with the core's actionCreator,
// not the toolkit: mfe-auth's reducer is on /signin, which does not load @reduxjs/toolkit. The action types are the
// ones createSlice made (`<key>/calls/callRequested`…).
import type { UnknownAction } from 'redux';
import { actionCreator } from '../../core/store/actionCreator';
import type { MoneyIntent } from '../idempotency';
import { emptyCall, type CallSpec, type CallsState } from './callSpec';

export function createCallsReducer(featureKey: string) {
  const action = <P>(name: string) => actionCreator<P>(`${featureKey}/calls/${name}`);
  const actions = {
    callRequested: action<CallSpec>('callRequested'),
    intentKept: action<{ id: string; intent: MoneyIntent<unknown> }>('intentKept'),
    callSucceeded: action<{ id: string; reply: unknown }>('callSucceeded'),
    /** `keepIntent` only when the outcome is unknown: a definite refusal forgets it, so a retry is a new intent */
    callFailed: action<{ id: string; message: string; keepIntent?: boolean }>('callFailed'),
    callReset: action<string>('callReset'),
  };
  const initial: CallsState = { byId: {}, version: 0 };
  const withCall = (state: CallsState, id: string, call: CallsState['byId'][string]): CallsState => ({ ...state, byId: { ...state.byId, [id]: call } });

  function reducer(state: CallsState = initial, a: UnknownAction): CallsState {
    if (actions.callRequested.match(a)) {
      return withCall(state, a.payload.id, { ...(state.byId[a.payload.id] ?? emptyCall), pending: true, error: null, done: false });
    }
    if (actions.intentKept.match(a)) return withCall(state, a.payload.id, { ...(state.byId[a.payload.id] ?? emptyCall), intent: a.payload.intent });
    if (actions.callSucceeded.match(a)) {
      const next = withCall(state, a.payload.id, { pending: false, error: null, done: true, intent: null, reply: a.payload.reply });
      return { ...next, version: state.version + 1 };
    }
    if (actions.callFailed.match(a)) {
      const previous = state.byId[a.payload.id] ?? emptyCall;
      const intent = a.payload.keepIntent ? previous.intent : null;
      return withCall(state, a.payload.id, { ...previous, pending: false, error: a.payload.message, done: false, intent });
    }
    if (actions.callReset.match(a)) {
      if (!(a.payload in state.byId)) return state;
      const { [a.payload]: _gone, ...byId } = state.byId;
      return { ...state, byId };
    }
    return state;
  }

  return { reducer, actions };
}
