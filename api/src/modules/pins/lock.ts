// The daily wrong-PIN lock: the society's wrong_pins_to_lock wrong PINs within WRONG_PIN_WINDOW_MS (any PIN, any
// purpose) lock the member's PIN-protected withdrawals until a password reset through the mailed link (it proves the
// mailbox, which a thief holding only a session does not have) or an administrator, after checking with the member,
// lifts it.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pinLocks, wrongPins, type PinLockRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { notify } from '../notifications';
import { PIN_MESSAGES } from './messages';
import { WRONG_PIN_WINDOW_MS, type PinFlow } from './rules';

/** 423 Locked, with the one message that says how to unlock */
export const pinsLocked = () => new AppError(423, PIN_MESSAGES.locked);

export type UnlockedVia = 'password_reset' | 'admin';

export async function pinLockOf(executor: Executor, userId: number): Promise<PinLockRow | null> {
  const [row] = await executor.select().from(pinLocks).where(eq(pinLocks.userId, userId));
  return row ?? null;
}

export async function isPinLocked(executor: Executor, userId: number): Promise<boolean> {
  return !!(await pinLockOf(executor, userId))?.lockedAt;
}

/** Throws the 423 while the member's PIN-protected withdrawals are locked: call it first in every step of a flow. */
export async function assertPinsUnlocked(executor: Executor, userId: number): Promise<void> {
  if (await isPinLocked(executor, userId)) throw pinsLocked();
}

/**
 * Counts a wrong PIN and locks when it is the one too many. Serialised on the member's pin_locks row, so a burst of
 * wrong PINs cannot slip past the limit (`wrongPinsToLock`, the setting the caller read in this transaction). When this
 * wrong PIN started the lock, returns the wrong PINs counted (the setting, or more when it was lowered since they were
 * entered) for the caller's mail; otherwise null.
 */
export async function recordWrongPin(tx: Executor, input: { userId: number; purpose: PinFlow; now: Date; wrongPinsToLock: number }): Promise<number | null> {
  await tx.insert(pinLocks).values({ userId: input.userId }).onConflictDoNothing();
  const [lock] = await tx.select().from(pinLocks).where(eq(pinLocks.userId, input.userId)).for('update');
  await tx.insert(wrongPins).values({ userId: input.userId, purpose: input.purpose, createdAt: input.now });
  if (lock.lockedAt) return null;
  const windowStart = new Date(input.now.getTime() - WRONG_PIN_WINDOW_MS);
  const since = lock.countFrom && lock.countFrom > windowStart ? lock.countFrom : windowStart;
  const [{ wrong }] = await tx
    .select({ wrong: count() })
    .from(wrongPins)
    .where(and(eq(wrongPins.userId, input.userId), gt(wrongPins.createdAt, since)));
  if (wrong < input.wrongPinsToLock) return null;
  await tx.update(pinLocks).set({ lockedAt: input.now }).where(eq(pinLocks.userId, input.userId));
  await notify(tx, input.userId, { title: 'Withdrawals locked', message: PIN_MESSAGES.locked, link: '/wallet', createdAt: input.now });
  return wrong;
}

/**
 * Lifts the lock (if any) and forgives the wrong PINs so far. Returns whether the member was locked. Called by the
 * password reset and by an administrator's unlock.
 */
export async function clearPinLock(tx: Executor, userId: number, input: { now: Date; via: UnlockedVia; by?: number }): Promise<boolean> {
  const [before] = await tx.select({ lockedAt: pinLocks.lockedAt }).from(pinLocks).where(eq(pinLocks.userId, userId)).for('update');
  if (!before) return false;
  await tx
    .update(pinLocks)
    .set({ lockedAt: null, countFrom: input.now, ...(before.lockedAt ? { unlockedAt: input.now, unlockedVia: input.via, unlockedBy: input.by ?? null } : {}) })
    .where(eq(pinLocks.userId, userId));
  return !!before.lockedAt;
}
