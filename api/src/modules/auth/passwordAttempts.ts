// Every check of a member's password goes through here, so sign-in, change password, the withdrawal and
// leave-society password and any later confirm (bank details) share one ledger of failures and one delay
// (./passwordDelay.ts has the numbers and why).
//
// Atomic under a burst: a transaction locks the subject's counter rows (account first, then address), refuses if
// a wait is running, and otherwise counts the attempt as a failure *before* the password is checked, then
// commits. So 30 concurrent guesses are counted one after another and at most the free allowance reach the
// (slow) password check; a success afterwards takes its own failure back. No lock is held during the check.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { passwordAttempts, type User } from '../../db/schema';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { verifyPassword } from '../../security/password';
import {
  delayAfter,
  FAILURES_FORGOTTEN_AFTER_MS,
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ADDRESS,
  KNOWN_ADDRESS_FOR_MS,
  secondsUntil,
  waitInWords,
} from './passwordDelay';
import { findUserById } from './users';

/** the row that counts a subject's failures from every address */
export const ANY_ADDRESS = '*';
const NEVER = new Date(0);

export const accountSubject = (userId: number) => `user:${userId}`;
/** an e-mail with no account gets a ledger of its own, so a refusal never tells whether the account exists */
export const unknownEmailSubject = (normalisedEmail: string) => `email:${normalisedEmail}`;

export interface AttemptKey {
  subject: string;
  /** the client address, `request.ip` (TRUST_PROXY decides which proxies are believed) */
  address: string;
  now: Date;
}

/**
 * `retryAfterSeconds`: how long before this address may try this subject again (0: at once); `checked`: false
 * when the attempt was refused for a running wait without looking at the password.
 */
export type AttemptResult = { ok: true } | { ok: false; checked: boolean; retryAfterSeconds: number };

type Row = typeof passwordAttempts.$inferSelect;

const recentFailures = (row: Row, now: Date) =>
  row.lastFailureAt && now.getTime() - row.lastFailureAt.getTime() < FAILURES_FORGOTTEN_AFTER_MS ? row.failures : 0;

const isKnownAddress = (row: Row, now: Date) => Boolean(row.lastSuccessAt && now.getTime() - row.lastSuccessAt.getTime() < KNOWN_ADDRESS_FOR_MS);

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

const rowOf = (subject: string, address: string) => and(eq(passwordAttempts.subject, subject), eq(passwordAttempts.address, address));

async function lockRow(executor: Executor, subject: string, address: string): Promise<Row> {
  const [row] = await executor.select().from(passwordAttempts).where(rowOf(subject, address)).for('update');
  return row;
}

/** one more failure on a locked row; returns when its next check may be made */
async function countFailure(executor: Executor, row: Row, now: Date, freeFailures: number): Promise<Date> {
  const failures = recentFailures(row, now) + 1;
  const delay = delayAfter(failures, freeFailures);
  // no delay is NEVER, not `now`: concurrent requests carry slightly different clocks, and an earlier one must not
  // read a later one's `now` as a wait
  const retryAt = delay === 0 ? NEVER : new Date(now.getTime() + delay);
  await executor.update(passwordAttempts).set({ failures, lastFailureAt: now, retryAt }).where(rowOf(row.subject, row.address));
  return retryAt;
}

type Reservation = { waitUntil: Date } | { nextIfWrong: Date; countedForAccount: boolean };

/**
 * Refuses while a wait runs; otherwise counts a failure up front. An address the member has signed in from lately
 * is neither held by nor counted toward the account's ceiling (its own per-address delay still applies).
 */
async function reserveAttempt(db: Database, { subject, address, now }: AttemptKey): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx
      .insert(passwordAttempts)
      .values([
        { subject, address: ANY_ADDRESS, retryAt: NEVER },
        { subject, address, retryAt: NEVER },
      ])
      .onConflictDoNothing();
    const account = await lockRow(tx, subject, ANY_ADDRESS);
    const here = await lockRow(tx, subject, address);
    const ceilingApplies = !isKnownAddress(here, now);

    const readyAt = ceilingApplies ? later(here.retryAt, account.retryAt) : here.retryAt;
    if (readyAt > now) return { waitUntil: readyAt };

    const hereRetry = await countFailure(tx, here, now, FREE_FAILURES_PER_ADDRESS);
    if (!ceilingApplies) return { nextIfWrong: hereRetry, countedForAccount: false };
    const accountRetry = await countFailure(tx, account, now, FREE_FAILURES_PER_ACCOUNT);
    return { nextIfWrong: later(hereRetry, accountRetry), countedForAccount: true };
  });
}

/** a right password: this address starts again from zero and becomes known to the account */
async function recordSuccess(db: Database, { subject, address, now }: AttemptKey, countedForAccount: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (countedForAccount) {
      await tx
        .update(passwordAttempts)
        .set({ failures: sql`greatest(${passwordAttempts.failures} - 1, 0)` })
        .where(rowOf(subject, ANY_ADDRESS));
    }
    await tx
      .update(passwordAttempts)
      .set({ failures: 0, lastFailureAt: null, retryAt: NEVER, lastSuccessAt: now })
      .where(rowOf(subject, address));
  });
}

/**
 * Runs `check` (the password comparison) unless this address must wait for this subject, and records the
 * outcome. The building block of `checkMemberPassword` and of sign-in, which must also answer for e-mails that
 * have no account.
 */
export async function attemptPassword(db: Database, key: AttemptKey, check: () => Promise<boolean>): Promise<AttemptResult> {
  const reserved = await reserveAttempt(db, key);
  if ('waitUntil' in reserved) return { ok: false, checked: false, retryAfterSeconds: secondsUntil(reserved.waitUntil, key.now) };
  if (await check()) {
    await recordSuccess(db, key, reserved.countedForAccount);
    return { ok: true };
  }
  return { ok: false, checked: true, retryAfterSeconds: secondsUntil(reserved.nextIfWrong, key.now) };
}

export const waitMessage = (seconds: number) =>
  `Too many wrong passwords. For your security, please wait ${waitInWords(seconds)} before you try again.`;

/**
 * Checks a signed-in member's password (change password, withdrawal step 1, leave society, bank details…) in the
 * shared ledger. Returns the member; throws 400 `wrongPasswordMessage` for a wrong password and 429 with
 * `waitMessage` while the address must wait (the password is then not checked); both carry `retry_after` seconds.
 *
 *   const user = await checkMemberPassword(db, { userId: session.id, password, address: request.ip, now: now() }, WRONG_PASSWORD);
 */
export async function checkMemberPassword(
  db: Database,
  attempt: { userId: number; password: string; address: string; now: Date },
  wrongPasswordMessage: string,
): Promise<User> {
  const user = await findUserById(db, attempt.userId);
  if (!user) throw unauthorized();
  const key = { subject: accountSubject(user.id), address: attempt.address, now: attempt.now };
  const result = await attemptPassword(db, key, () => verifyPassword(attempt.password, user.passwordHash));
  if (result.ok) return user;
  if (!result.checked) throw new AppError(429, waitMessage(result.retryAfterSeconds), { retry_after: result.retryAfterSeconds });
  throw badRequest(wrongPasswordMessage, { retry_after: result.retryAfterSeconds });
}

/** after a password reset: every address starts again, and so does the account's ceiling */
export async function clearFailures(executor: Executor, userId: number): Promise<void> {
  await executor
    .update(passwordAttempts)
    .set({ failures: 0, lastFailureAt: null, retryAt: NEVER })
    .where(eq(passwordAttempts.subject, accountSubject(userId)));
}
