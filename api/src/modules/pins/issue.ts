// Issuing a PIN: refused while the member is locked or has asked too often this hour (the society's
// pin_requests_per_hour, read in this transaction); otherwise it replaces the member's live PIN for the same purpose.
// Returns the PIN to mail after the transaction commits.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, withdrawalPins } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';
import { hashPin, newPin } from './code';
import { pinLimits } from './limits';
import { assertPinsUnlocked } from './lock';
import { PIN_MESSAGES } from './messages';
import { PIN_REQUEST_WINDOW_MS, PIN_TTL_MS, type PinFlow } from './rules';

export interface PinRequest {
  userId: number;
  purpose: PinFlow;
  amountKobo: bigint;
  /** where the money will go, e.g. bankAccountTarget(account.id) */
  target: string;
  now: Date;
}

/** Throws 429 when the member has used up the hourly PIN requests (every purpose counts). */
async function assertUnderRequestCap(tx: Executor, userId: number, now: Date, cap: number): Promise<void> {
  const recent = await tx
    .select({ createdAt: withdrawalPins.createdAt })
    .from(withdrawalPins)
    .where(and(eq(withdrawalPins.userId, userId), gt(withdrawalPins.createdAt, new Date(now.getTime() - PIN_REQUEST_WINDOW_MS))))
    .orderBy(asc(withdrawalPins.createdAt));
  if (recent.length < cap) return;
  // the wait until the oldest request that still counts leaves the window
  const freedAt = recent[recent.length - cap].createdAt.getTime() + PIN_REQUEST_WINDOW_MS;
  throw tooManyRequests(PIN_MESSAGES.tooManyRequests(cap, freedAt - now.getTime()));
}

export async function issuePin(tx: Executor, input: PinRequest): Promise<{ pin: string; expiresAt: Date }> {
  // the member's row serialises their requests: the cap is counted, and the previous PIN replaced, one at a time
  await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('no key update');
  await assertPinsUnlocked(tx, input.userId);
  await assertUnderRequestCap(tx, input.userId, input.now, (await pinLimits(tx)).requestsPerHour);
  await tx
    .update(withdrawalPins)
    .set({ supersededAt: input.now })
    .where(
      and(eq(withdrawalPins.userId, input.userId), eq(withdrawalPins.purpose, input.purpose), isNull(withdrawalPins.consumedAt), isNull(withdrawalPins.supersededAt)),
    );
  const pin = newPin();
  const expiresAt = new Date(input.now.getTime() + PIN_TTL_MS);
  await tx.insert(withdrawalPins).values({
    userId: input.userId,
    purpose: input.purpose,
    target: input.target,
    pinHash: hashPin(pin),
    amountKobo: input.amountKobo,
    createdAt: input.now,
    expiresAt,
  });
  return { pin, expiresAt };
}
