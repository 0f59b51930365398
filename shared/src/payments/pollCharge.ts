// Asks the API for a charge's outcome a few times with backoff. The API verifies with the provider itself: a message
// from the checkout page only says "ask now", it is never taken as payment.
import type { ChargeStatusReply } from '@coop/api/contract';
import { errorMessage, isHttpError } from '@coop/shared/core';

/** waits before each attempt: at once, then 1 s, 2 s, 3 s, 5 s (about 11 s in all) */
export const VERIFY_DELAYS_MS: readonly number[] = [0, 1000, 2000, 3000, 5000];

export type PollOutcome =
  | { kind: 'settled'; reply: ChargeStatusReply }
  /** still pending (or unreachable) after every attempt: the member may check again */
  | { kind: 'unconfirmed'; message: string }
  /** the API refused to look (e.g. 404 Payment not found): asking again will not help */
  | { kind: 'error'; message: string };

export interface PollOptions {
  verify: (reference: string) => Promise<ChargeStatusReply>;
  delays?: readonly number[];
  isCancelled?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const UNCONFIRMED_MESSAGE = 'We could not confirm your payment yet. If you completed it, check again in a moment.';

function isFinalRefusal(error: unknown): boolean {
  return isHttpError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 409 && error.status !== 429;
}

export async function pollChargeStatus(reference: string, options: PollOptions): Promise<PollOutcome | null> {
  const { verify, delays = VERIFY_DELAYS_MS, isCancelled = () => false, sleep = realSleep } = options;
  let lastError: unknown = null;
  for (const delay of delays) {
    if (delay > 0) await sleep(delay);
    if (isCancelled()) return null;
    try {
      const reply = await verify(reference);
      if (isCancelled()) return null;
      if (reply.status !== 'pending') return { kind: 'settled', reply };
      lastError = null;
    } catch (error) {
      if (isCancelled()) return null;
      if (isFinalRefusal(error)) return { kind: 'error', message: errorMessage(error) };
      lastError = error;
    }
  }
  return { kind: 'unconfirmed', message: lastError ? `${UNCONFIRMED_MESSAGE} (${errorMessage(lastError)})` : UNCONFIRMED_MESSAGE };
}
