import { put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callThenAlert, http, intentFor, type MoneyIntent } from '@coop/shared';
import { callFailed, callRequested, callSucceeded, intentKept, type CallSpec, type CallState } from './slice';
import { selectCall } from './selectors';
import { takeUpload } from './uploads';

function send(spec: CallSpec, intent: MoneyIntent<unknown> | null): Promise<unknown> {
  const options = { tokenInQuery: spec.tokenInQuery, idempotencyKey: intent?.key };
  if (spec.uploadId) {
    const form = takeUpload(spec.uploadId);
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

export function* callsSaga() {
  yield takeEvery(callRequested.type, runCall);
}
