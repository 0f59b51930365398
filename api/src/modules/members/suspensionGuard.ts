// What a suspended account may not do (issue 25 "Acting on an account"): sign in, keep a session, or move money out
// of its accounts. One message for every refusal, so the member reads the same words at the sign-in screen, in the
// tab that was open, and on any money request a surviving session might still make. The money paths call
// `assertNotSuspended` inside their own transaction, before anything moves; money owed to the member still arrives
// (no credit path checks it).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';

export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account is suspended. Please contact the society.';
/** the `reason` of the 401 a suspended account's session gets (its `message` stays `Unauthorized` for every client) */
export const SUSPENDED_REASON = 'suspended';

/** the 401 of a suspended account's session: signed out like any other, told why (contract SuspendedSessionReply) */
export const suspendedSession = (): AppError => new AppError(401, 'Unauthorized', { reason: SUSPENDED_REASON, detail: ACCOUNT_SUSPENDED_MESSAGE });

export async function isSuspended(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .limit(1);
  return row !== undefined;
}

/** 403 with the suspension message when the account is suspended; nothing otherwise */
export async function assertNotSuspended(executor: Executor, userId: number): Promise<void> {
  if (await isSuspended(executor, userId)) throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
}
