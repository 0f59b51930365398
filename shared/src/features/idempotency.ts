// One Idempotency-Key per money intent: a retry of the same request (same body) after an unknown outcome
// reuses it, so the server replays its answer instead of moving the money twice; anything else gets a new one.
import { newIdempotencyKey } from '@coop/shared/core';

export interface MoneyIntent<Body> {
  key: string;
  body: Body;
}

function sameBody(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function intentFor<Body>(previous: MoneyIntent<Body> | null, body: Body): MoneyIntent<Body> {
  if (previous && sameBody(previous.body, body)) return previous;
  return { key: newIdempotencyKey(), body };
}
