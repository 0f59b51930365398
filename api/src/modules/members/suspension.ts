// Suspending and reactivating an account (issue 25). A suspension ends every session of the account at once: its
// tokens are revoked (this instance forgets them now, other instances within SESSION_CACHE_MS) and its cached
// sessions are dropped. What a suspended account may not do is in ./suspensionGuard.ts; a reactivation lets its held
// payouts go on the withdrawals job's next run. An administrator's account is never suspended here: demoting it
// comes first (an SA's decision, audited on its own).
import { and, eq, isNull } from 'drizzle-orm';
import type { MemberSuspensionState } from '../../contract';
import type { Database, Executor } from '../../db/client';
import { users, withdrawals, type User } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { forgetUserSessions } from '../../http/sessionCache';
import { revokeUserTokens, displayName } from '../auth';

export const NO_SUCH_ACCOUNT = 'There is no account with this id';
export const SUSPENDED_MESSAGE = 'The account is suspended';
export const REACTIVATED_MESSAGE = 'The account is active again';
export const ALREADY_SUSPENDED = 'This account is already suspended';
export const NOT_SUSPENDED = 'This account is not suspended';
export const DEMOTE_FIRST = 'Demote the administrator first';

/** what the audit row keeps before and after */
export interface SuspensionAudit {
  suspended: boolean;
  reason: string | null;
}

export interface SuspensionChange {
  member: MemberSuspensionState;
  before: SuspensionAudit;
  after: SuspensionAudit;
  /** the sessions it ended */
  revoked: number;
}

async function lockAccount(tx: Executor, userId: number): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound(NO_SUCH_ACCOUNT);
  return user;
}

export async function suspensionState(executor: Executor, user: User): Promise<MemberSuspensionState> {
  const [by] =
    user.suspendedBy === null || user.suspendedAt === null
      ? []
      : await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, user.suspendedBy));
  return {
    id: user.id,
    suspended: user.suspendedAt !== null,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    suspended_by: by ? { id: by.id, name: displayName(by), email: by.email } : null,
    suspension_reason: user.suspensionReason,
  };
}

/** 404 unknown, 409 an administrator's account or one already suspended; otherwise suspended and signed out everywhere */
export async function suspendAccount(db: Database, input: { userId: number; by: number; reason: string; now: Date }): Promise<SuspensionChange> {
  const change = await db.transaction(async (tx) => {
    const user = await lockAccount(tx, input.userId);
    if (user.role !== 'MEMBER') throw conflict(DEMOTE_FIRST);
    if (user.suspendedAt) throw conflict(ALREADY_SUSPENDED);
    const [suspended] = await tx
      .update(users)
      .set({ suspendedAt: input.now, suspendedBy: input.by, suspensionReason: input.reason, updatedAt: input.now })
      .where(eq(users.id, user.id))
      .returning();
    const revoked = await revokeUserTokens(tx, user.id, input.now);
    return {
      member: await suspensionState(tx, suspended),
      before: { suspended: false, reason: null },
      after: { suspended: true, reason: input.reason },
      revoked,
    };
  });
  // after the commit too: a lookup that read the session before it must not be kept
  forgetUserSessions(input.userId);
  return change;
}

/** 404 unknown, 409 not suspended; otherwise the account may sign in and move money again */
export async function reactivateAccount(db: Database, input: { userId: number; reason: string | null; now: Date }): Promise<SuspensionChange> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx, input.userId);
    if (!user.suspendedAt) throw conflict(NOT_SUSPENDED);
    // the suspension's reason stays on the account (the schema's note): the audit trail holds the whole history
    const [active] = await tx.update(users).set({ suspendedAt: null, suspendedBy: null, updatedAt: input.now }).where(eq(users.id, user.id)).returning();
    // payouts held while it was suspended: the withdrawals job sends them on its next run, not after its back-off
    await tx
      .update(withdrawals)
      .set({ nextCheckAt: input.now })
      .where(and(eq(withdrawals.userId, user.id), eq(withdrawals.status, 'reserved'), isNull(withdrawals.leaseUntil)));
    return {
      member: await suspensionState(tx, active),
      before: { suspended: true, reason: user.suspensionReason },
      after: { suspended: false, reason: input.reason },
      revoked: 0,
    };
  });
}
