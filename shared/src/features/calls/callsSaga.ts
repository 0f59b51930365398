// The saga half of a remote's calls: sends each requested call, keeps a money call's intent only while its outcome
// is unknown, alerts (unless quiet), bumps the version on success and navigates when asked. One call in flight per
// id: a second run of the same id while the first is pending is ignored, never sent twice (a double submit).
import type { UnknownAction } from 'redux';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { alertError, alertSuccess, navigate } from '@coop/shared/core';
import { intentFor, type MoneyIntent } from '../idempotency';
import { accepted, failureMessage, outcomeUnknown, RefusedError } from '../replies';
import type { CallSpec, CallState } from './callSpec';
import type { CallsStateHalf } from './callsState';
import { sendCall } from './sendCall';
import { successText } from './successText';

export function createCallsSaga({ actions, selectCall, takeUpload, formatters }: CallsStateHalf) {
  function* send(spec: CallSpec) {
    let intent: MoneyIntent<unknown> | null = null;
    if (spec.money) {
      const previous: CallState = yield select(selectCall(spec.id));
      intent = intentFor(previous.intent, spec.body);
      yield put(actions.intentKept({ id: spec.id, intent }));
    }
    let reply: unknown;
    try {
      const sent: unknown = yield call(sendCall, spec, intent, takeUpload);
      reply = accepted(sent);
    } catch (error) {
      // a 2xx that says success: false words its own refusal, as every failure does without a formatter
      const failure = spec.failure && !(error instanceof RefusedError) ? formatters.failures[spec.failure] : undefined;
      const message = failure ? (failure as (error: unknown, body: unknown) => string)(error, spec.body) : failureMessage(error);
      yield put(actions.callFailed({ id: spec.id, message, keepIntent: outcomeUnknown(error) }));
      if (!spec.quiet) yield put(alertError(message));
      return;
    }
    const text = spec.quiet ? '' : successText(spec, reply, formatters.messages);
    yield put(actions.callSucceeded({ id: spec.id, reply }));
    if (!spec.quiet) yield put(alertSuccess(text));
    if (spec.navigateTo) yield call(navigate, spec.navigateTo);
  }

  return function* saga() {
    // per running saga (one per store), so a call left in flight in one store never holds up another's
    const inFlight = new Set<string>();
    yield takeEvery(actions.callRequested.type, function* runCall(action: UnknownAction) {
      if (!actions.callRequested.match(action)) return;
      const spec = action.payload;
      if (inFlight.has(spec.id)) return;
      inFlight.add(spec.id);
      try {
        yield* send(spec);
      } finally {
        inFlight.delete(spec.id);
      }
    });
  };
}
