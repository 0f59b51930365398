// The request side of paying by card, used by takeFromMember (./takeFromMember.ts):
//  - a checkout charge (`paystack_id`) is confirmed WITH THE PROVIDER before anything is given (a browser's word that
//    it paid is never trusted), then read again inside the money transaction;
//  - a saved card (`card_id`) is charged once per Idempotency-Key: the charge reference is derived from the key, so a
//    retry finds the first charge instead of charging the card again, and a key already used for a different request
//    is refused before any card is charged.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { idempotencyKeys, type PaymentCharge } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import { IDEMPOTENCY_CONFLICT_MESSAGES } from '../../idempotency';
import { chargeCategory } from './references';
import type { PaymentsService } from './service';

/** the Idempotency-Key claim of a money request: longer than any takes, short enough that a retry after a crash waits little */
export const MONEY_CLAIM_MS = 20_000;

export const PAYMENT_PENDING_MESSAGE = 'Your payment is still being confirmed. Please try again in a moment: it will be applied as soon as the bank confirms it';

/** FIN-{category}-{user}-K{…}: stable for one member's Idempotency-Key, distinct from every checkout reference */
export function savedCardReference(purpose: string, userId: number, idempotencyKey: string): string {
  const digest = crypto.createHash('sha256').update(`${userId}\n${idempotencyKey}`).digest('hex').slice(0, 24).toUpperCase();
  return `FIN-${chargeCategory(purpose)}-${String(userId).padStart(5, '0')}-K${digest}`;
}

/**
 * For requests that must talk to a provider before their idempotent transaction: true when this key has answered
 * already (withIdempotency will replay it, so do nothing), 422 when it was used for a different request.
 */
export async function keyAlreadyAnswered(db: Database, claim: { scope: string; key: string; requestHash: string }): Promise<boolean> {
  const [used] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  if (used && used.requestHash !== claim.requestHash) throw unprocessable(IDEMPOTENCY_CONFLICT_MESSAGES.differentRequest);
  return used?.status === 'done';
}

/**
 * How long a saved-card charge may stay unanswered before a provider's "no such payment" is believed: well past the
 * provider call's own time limit, so a call still in flight is never taken for one that never happened.
 */
export const unsentChargeAfterMs = (config: Pick<Config, 'PAYSTACK_TIMEOUT_MS'>): number => Math.max(30_000, 2 * config.PAYSTACK_TIMEOUT_MS);

/**
 * The member's charge as recorded (inside the money transaction), if it was paid and is for one of `purposes`.
 * Another member's or an unknown reference: 404. Declined or abandoned: 422 (stored, replayed). Not final yet: 409
 * (not stored, so the same Idempotency-Key can try again).
 */
export async function paidCharge(tx: Executor, payments: PaymentsService, input: { reference: string; userId: number; purposes: readonly string[]; what: string }): Promise<PaymentCharge> {
  const charge = await payments.getCharge(tx, input.reference, input.userId);
  if (!input.purposes.includes(charge.purpose)) throw unprocessable(`This payment was not made for ${input.what}`);
  if (charge.status === 'success') return charge;
  if (charge.status === 'failed') throw unprocessable(charge.failureReason ? `Payment failed: ${charge.failureReason}` : 'Payment failed');
  if (charge.status === 'abandoned') throw unprocessable('The payment was not completed');
  throw conflict(PAYMENT_PENDING_MESSAGE);
}
