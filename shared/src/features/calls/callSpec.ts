// The shapes of the kit's calls model: what a screen asks for (CallSpec), what it reads back (CallState), and the
// formatters a remote names for success texts computed from the reply.
import type { MoneyIntent } from '../idempotency';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  /** the screen's name for this call, e.g. `repay-12` */
  id: string;
  method: CallMethod;
  path: string;
  body?: unknown;
  /** a money call: sent with an Idempotency-Key kept for retries of the same body while the outcome is unknown */
  money?: boolean;
  /** also send the token as ?token= (the spec's marked paths) */
  tokenInQuery?: boolean;
  /** the alert when the reply has no message (and no formatter is named) */
  successMessage: string;
  /** the name of a formatter given to createCalls(key, { messages }): the success text computed from the reply */
  message?: string;
  /** the name of a failure formatter given to createCalls(key, { failures }): the error text, from the error and body */
  failure?: string;
  /** where the member goes after success (after the alert) */
  navigateTo?: string;
  /** a multipart upload kept outside the store (files are not state): keepUpload(id, form) first */
  uploadId?: string;
  /** no success or error alert (the screen says it itself) */
  quiet?: boolean;
}

export interface CallState {
  pending: boolean;
  error: string | null;
  done: boolean;
  /** a money call's Idempotency-Key and body, kept while its outcome is unknown so "Try again" reuses the key */
  intent: MoneyIntent<unknown> | null;
  /** the accepted reply, for screens that read it */
  reply: unknown;
}

export interface CallsState {
  byId: Record<string, CallState>;
  version: number;
}

export const emptyCall: CallState = { pending: false, error: null, done: false, intent: null, reply: null };

/** A success text computed from the reply. Its reply type is the call's own: the caller names it with `message`. */
export type ReplyMessage = (reply: never) => string;

/** An error text computed from the error and the call's body (e.g. a duplicate e-mail names the address). */
export type FailureMessage = (error: unknown, body: never) => string;

export interface CallsOptions {
  messages?: Record<string, ReplyMessage>;
  failures?: Record<string, FailureMessage>;
}
