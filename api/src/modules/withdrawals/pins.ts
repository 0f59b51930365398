// One-time withdrawal PINs (step 1 of a withdrawal mails one): 6 digits, bound to the amount, valid 10 minutes,
// 5 wrong tries, and replaced by a newer request. Only a salted hash is stored. A PIN is consumed in the transaction
// that reserves the money, so a refused withdrawal (insufficient balance) leaves it usable.
import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, withdrawalPins, type WithdrawalPin } from '../../db/schema';
import { naira } from '../payments/cardMoney';

export const PIN_TTL_MS = 10 * 60_000;
export const PIN_MAX_ATTEMPTS = 5;

export const PIN_MESSAGES = {
  invalid: 'This withdrawal PIN is not valid or has already been used. Please start the withdrawal again',
  expired: 'This withdrawal PIN has expired. Please start the withdrawal again',
  tooManyAttempts: 'Too many wrong withdrawal PINs. Please start the withdrawal again',
  amount: (kobo: bigint) => `This withdrawal PIN is for ${naira(kobo)}. Please start the withdrawal again to withdraw a different amount`,
  wrong: (left: number) =>
    left > 0
      ? `The withdrawal PIN is not correct. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left`
      : 'The withdrawal PIN is not correct. You have no attempts left: please start the withdrawal again',
} as const;

export function newPin(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashPin(pin: string): string {
  const salt = crypto.randomBytes(16).toString('base64url');
  return `sha256$${salt}$${crypto.createHash('sha256').update(`${salt}:${pin}`).digest('hex')}`;
}

export function pinMatches(pin: string, stored: string): boolean {
  const [scheme, salt, hex] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hex) return false;
  const actual = crypto.createHash('sha256').update(`${salt}:${pin}`).digest();
  const expected = Buffer.from(hex, 'hex');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** Replaces the member's live PIN (if any) by a new one for this amount. Returns the PIN to mail. */
export async function issuePin(tx: Executor, input: { userId: number; amountKobo: bigint; now: Date }): Promise<{ pin: string; expiresAt: Date }> {
  // two requests of one member at once: the second waits here and supersedes the first's PIN
  await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('no key update');
  await tx
    .update(withdrawalPins)
    .set({ supersededAt: input.now })
    .where(and(eq(withdrawalPins.userId, input.userId), isNull(withdrawalPins.consumedAt), isNull(withdrawalPins.supersededAt)));
  const pin = newPin();
  const expiresAt = new Date(input.now.getTime() + PIN_TTL_MS);
  await tx.insert(withdrawalPins).values({ userId: input.userId, pinHash: hashPin(pin), amountKobo: input.amountKobo, createdAt: input.now, expiresAt });
  return { pin, expiresAt };
}

export type PinOutcome =
  | { ok: true }
  /** `counted`: a wrong PIN whose attempt must be kept (the caller commits it) */
  | { ok: false; message: string; counted: boolean };

async function lockPin(tx: Executor, id: number): Promise<WithdrawalPin | undefined> {
  const [row] = await tx.select().from(withdrawalPins).where(eq(withdrawalPins.id, id)).for('no key update');
  return row;
}

const usable = (pin: WithdrawalPin | undefined): pin is WithdrawalPin => !!pin && !pin.consumedAt && !pin.supersededAt;

/** Checks the PIN against the member's live one and consumes it when it is right for this amount. */
export async function usePin(tx: Executor, input: { userId: number; pin: string; amountKobo: bigint; now: Date }): Promise<PinOutcome> {
  const live = await tx
    .select()
    .from(withdrawalPins)
    .where(and(eq(withdrawalPins.userId, input.userId), isNull(withdrawalPins.consumedAt), isNull(withdrawalPins.supersededAt)))
    .orderBy(desc(withdrawalPins.id));
  if (!live.length) return { ok: false, message: PIN_MESSAGES.invalid, counted: false };

  // normally one live PIN; only its own row is locked, so withdrawals with different PINs do not queue on each other
  const match = live.find((candidate) => pinMatches(input.pin, candidate.pinHash));
  const pin = await lockPin(tx, (match ?? live[0]).id);
  if (!usable(pin)) return { ok: false, message: PIN_MESSAGES.invalid, counted: false };
  if (pin.attempts >= PIN_MAX_ATTEMPTS) return { ok: false, message: PIN_MESSAGES.tooManyAttempts, counted: false };
  if (pin.expiresAt <= input.now) return { ok: false, message: PIN_MESSAGES.expired, counted: false };

  if (!match) {
    const [counted] = await tx
      .update(withdrawalPins)
      .set({ attempts: pin.attempts + 1 })
      .where(eq(withdrawalPins.id, pin.id))
      .returning({ attempts: withdrawalPins.attempts });
    return { ok: false, message: PIN_MESSAGES.wrong(PIN_MAX_ATTEMPTS - counted.attempts), counted: true };
  }
  if (pin.amountKobo !== input.amountKobo) return { ok: false, message: PIN_MESSAGES.amount(pin.amountKobo), counted: false };
  await tx.update(withdrawalPins).set({ consumedAt: input.now }).where(eq(withdrawalPins.id, pin.id));
  return { ok: true };
}
