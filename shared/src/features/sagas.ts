// The two shapes a remote's sagas repeat: "load → loaded / failed" and "call → success alert → navigate /
// failure alert". A reply that says `success: false` is a refusal in both (spec §7).
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { alertError, alertSuccess, navigate } from '@coop/shared/core';
import { accepted, failureMessage, RefusedError } from './replies';

export interface LoadActions<Data> {
  succeeded: (data: Data) => UnknownAction;
  failed: (message: string) => UnknownAction;
}

/** Calls `request`; an accepted reply goes (through `toData`) into `succeeded`, any failure's message into `failed`. */
export function* loadInto<Reply, Data = Reply>(actions: LoadActions<Data>, request: () => Promise<Reply>, toData?: (reply: Reply) => Data) {
  try {
    const reply: Reply = yield call(request);
    const kept = accepted(reply);
    yield put(actions.succeeded(toData ? toData(kept) : (kept as unknown as Data)));
  } catch (error) {
    yield put(actions.failed(failureMessage(error)));
  }
}

export interface CallThenAlertOptions<Reply> {
  request: () => Promise<Reply>;
  /** the action that clears the pending flag once the reply is accepted; it gets the message the alert shows */
  succeeded: (message: string, reply: Reply) => UnknownAction;
  /** what else follows an accepted reply, before the alert: a session patch, a reload… */
  then?: (reply: Reply) => Generator;
  /** the success alert's text when the reply carries no message of its own */
  successMessage: string;
  /** where the member goes after the success alert */
  navigateTo?: string;
  /** the action that clears the pending flag on failure */
  failed: (message: string) => UnknownAction;
  /** what a member reads for an error that is not a refusal (the server's message by default) */
  messageFor?: (error: unknown) => string;
}

/** A change the member asked for: on success an alert (then `navigateTo`), on failure `failed` and an error alert. */
export function* callThenAlert<Reply>({ request, succeeded, then, successMessage, navigateTo, failed, messageFor = failureMessage }: CallThenAlertOptions<Reply>) {
  try {
    const reply: Reply = yield call(request);
    const message = (accepted(reply) as { message?: string } | null)?.message || successMessage;
    yield put(succeeded(message, reply));
    if (then) yield* then(reply);
    yield put(alertSuccess(message));
    if (navigateTo) yield call(navigate, navigateTo);
  } catch (error) {
    const message = error instanceof RefusedError ? error.message : messageFor(error);
    yield put(failed(message));
    yield put(alertError(message));
  }
}
