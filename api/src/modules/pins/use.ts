// Using a PIN, inside the transaction that moves the money: it is consumed only when it is right for this purpose,
// amount and target, so a refusal later in that transaction (insufficient balance) rolls the consumption back. The
// wrong tries a PIN allows and the wrong PINs that lock are the society's settings, read in this transaction.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withdrawalPins, type WithdrawalPin } from '../../db/schema';
import { pinMatches } from './code';
import { pinLimits } from './limits';
import { isPinLocked, recordWrongPin } from './lock';
import { PIN_MESSAGES } from './messages';
import type { PinFlow } from './rules';

export interface PinUse {
  userId: number;
  purpose: PinFlow;
  pin: string;
  amountKobo: bigint;
  target: string;
  now: Date;
}

export type PinOutcome =
  | { ok: true }
  | {
      ok: false;
      /** 400 for a PIN that is wrong, dead or for something else; 423 while the member is locked */
      status: 400 | 423;
      message: string;
      /** a wrong PIN was counted: the caller must commit (return, not throw) and release its idempotency key */
      counted: boolean;
      /** when this wrong PIN started the lock, the wrong PINs counted (the setting in force): mail them after the commit (pinLockMail) */
      lockedAfter: number | null;
    };

const refused = (message: string, extra: { status?: 400 | 423; counted?: boolean; lockedAfter?: number } = {}): PinOutcome => ({
  ok: false,
  status: extra.status ?? 400,
  message,
  counted: extra.counted ?? false,
  lockedAfter: extra.lockedAfter ?? null,
});

async function lockPinRow(tx: Executor, id: number): Promise<WithdrawalPin | undefined> {
  const [row] = await tx.select().from(withdrawalPins).where(eq(withdrawalPins.id, id)).for('no key update');
  return row;
}

const usable = (pin: WithdrawalPin | undefined): pin is WithdrawalPin => !!pin && !pin.consumedAt && !pin.supersededAt;

export async function usePin(tx: Executor, input: PinUse): Promise<PinOutcome> {
  if (await isPinLocked(tx, input.userId)) return refused(PIN_MESSAGES.locked, { status: 423 });
  const live = await tx
    .select()
    .from(withdrawalPins)
    .where(
      and(eq(withdrawalPins.userId, input.userId), eq(withdrawalPins.purpose, input.purpose), isNull(withdrawalPins.consumedAt), isNull(withdrawalPins.supersededAt)),
    )
    .orderBy(desc(withdrawalPins.id));
  if (!live.length) return refused(PIN_MESSAGES.invalid);

  // normally one live PIN; only its own row is locked, so flows with different PINs do not queue on each other
  const match = live.find((candidate) => pinMatches(input.pin, candidate.pinHash));
  const pin = await lockPinRow(tx, (match ?? live[0]).id);
  if (!usable(pin)) return refused(PIN_MESSAGES.invalid);
  const limits = await pinLimits(tx);
  if (pin.attempts >= limits.maxAttempts) return refused(PIN_MESSAGES.tooManyAttempts);
  if (pin.expiresAt <= input.now) return refused(PIN_MESSAGES.expired);

  if (!match) {
    const [counted] = await tx
      .update(withdrawalPins)
      .set({ attempts: pin.attempts + 1 })
      .where(eq(withdrawalPins.id, pin.id))
      .returning({ attempts: withdrawalPins.attempts });
    const lockedAfter = await recordWrongPin(tx, { userId: input.userId, purpose: input.purpose, now: input.now, wrongPinsToLock: limits.wrongPinsToLock });
    if (lockedAfter !== null) return refused(PIN_MESSAGES.locked, { status: 423, counted: true, lockedAfter });
    return refused(PIN_MESSAGES.wrong(Math.max(0, limits.maxAttempts - counted.attempts)), { counted: true });
  }
  if (pin.amountKobo !== input.amountKobo) return refused(PIN_MESSAGES.amount(pin.amountKobo));
  if (pin.target !== input.target) return refused(PIN_MESSAGES.target);
  await tx.update(withdrawalPins).set({ consumedAt: input.now }).where(eq(withdrawalPins.id, pin.id));
  return { ok: true };
}
