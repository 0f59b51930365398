// What every saga does with a reply: a 2xx that says `success: false` is a refusal (spec §7), and the
// message a member sees for any failure.
import { errorMessage, isHttpError, isNetworkError } from '@coop/shared/core';
import type { Paginator } from '@coop/api/contract';

/** A 2xx reply that still says `success: false`: its message is shown like an error's. */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedError';
  }
}

/** Throws a RefusedError for `{ success: false }`, else hands the reply back. */
export function accepted<T>(reply: T): T {
  const r = reply as { success?: unknown; message?: unknown } | null | undefined;
  if (r?.success === false) throw new RefusedError(typeof r.message === 'string' && r.message ? r.message : 'Request was not successful');
  return reply;
}

/** The message a member sees for any failure: the server's, or the internet error when there was no reply. */
export const failureMessage: (error: unknown) => string = errorMessage;

/**
 * Whether a money request may have reached the server without us learning the answer (no reply, a request
 * still in flight, a server fault): then a retry must reuse the same Idempotency-Key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  return isHttpError(error) && (error.status === 409 || error.status >= 500);
}

const EMPTY_PAGE: Paginator<never> = { data: [], total: 0, per_page: 0, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null };

/** Lists come as paginators; an older reply may be a bare array. Either way the screen gets a paginator. */
export function asPaginator<T>(reply: Paginator<T> | T[] | null | undefined): Paginator<T> {
  if (Array.isArray(reply)) return { ...EMPTY_PAGE, data: reply, total: reply.length, per_page: reply.length };
  if (reply && Array.isArray(reply.data)) return { ...EMPTY_PAGE, ...reply };
  return EMPTY_PAGE;
}
