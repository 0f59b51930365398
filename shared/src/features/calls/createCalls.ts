// Every change a member or admin asks for on a remote's screens goes through one saga: the call, its pending and
// error state under an id the screen chose, the success alert, and a `version` the screens read as their load key, so
// everything on show is read again after a change. Money calls keep their intent (Idempotency-Key + body) only while
// the outcome is unknown, so "Try again" after a lost answer reuses the key and nothing is paid twice, while a retry
// after a definite refusal is a new intent. Each remote makes one with its feature key (ARCHITECTURE: state model).
// Its two halves are callsState.ts (reducer and hooks) and callsSaga.ts, for a remote that loads its saga later.
import { createCallsSaga } from './callsSaga';
import { createCallsState } from './callsState';
import type { CallsOptions } from './callSpec';

export { emptyCall, type CallMethod, type CallSpec, type CallState, type CallsState, type CallsOptions, type FailureMessage, type ReplyMessage } from './callSpec';

export function createCalls(featureKey: string, options: CallsOptions = {}) {
  const state = createCallsState(featureKey, options);
  return { ...state, saga: createCallsSaga(state) };
}
