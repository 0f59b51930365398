// Sign-in lockout: after MAX_FAILURES wrong passwords for one account within WINDOW, the account refuses
// every sign-in (even with the right password) for LOCK_DURATION. Guessing across many accounts is
// slowed by the per-address rate limit instead.
import { and, eq, gt, lte, count } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures, loginLocks } from '../../db/schema';

export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_DURATION_MS = 15 * 60_000;

export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. For your security this account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later or reset your password.`;
}

/** the end of the current lock, or null when the account may sign in */
export async function lockedUntil(executor: Executor, userId: number, now: Date): Promise<Date | null> {
  const [lock] = await executor
    .select({ lockedUntil: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(and(eq(loginLocks.userId, userId), gt(loginLocks.lockedUntil, now)))
    .limit(1);
  return lock?.lockedUntil ?? null;
}

/** Records a wrong password; returns the end of the lock it started, if it was one too many. */
export async function recordFailure(executor: Executor, userId: number, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  await executor.delete(loginFailures).where(and(eq(loginFailures.userId, userId), lte(loginFailures.failedAt, windowStart)));
  await executor.insert(loginFailures).values({ userId, failedAt: now });
  const [{ failures }] = await executor
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, userId), gt(loginFailures.failedAt, windowStart)));
  if (failures < MAX_FAILURES) return null;
  const until = new Date(now.getTime() + LOCK_DURATION_MS);
  await executor
    .insert(loginLocks)
    .values({ userId, lockedUntil: until })
    .onConflictDoUpdate({ target: loginLocks.userId, set: { lockedUntil: until } });
  // the count starts again when the lock ends
  await executor.delete(loginFailures).where(eq(loginFailures.userId, userId));
  return until;
}

/** after a successful sign-in or a password reset */
export async function clearFailures(executor: Executor, userId: number): Promise<void> {
  await executor.delete(loginFailures).where(eq(loginFailures.userId, userId));
  await executor.delete(loginLocks).where(eq(loginLocks.userId, userId));
}
