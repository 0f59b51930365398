// The members whose withdrawals too many wrong PINs have locked, for the console: most recently locked first, searched
// by member, in keyset pages. `before` is the last member id shown; the next page goes on after that member's lock in
// the list's order, by (locked_at, user_id) read in the same statement. A lock lifted between two pages leaves nothing
// to go on from: that page is empty and the list ends there (reading it again from the top shows the rest).
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LockedMembersReply } from '../../contract';
import type { Executor } from '../../db/client';
import { pinLocks, users } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { keysetLimit, recordId } from '../../http/validation';
import { memberSearchCondition, memberSearchQuery } from '../withdrawals';

/** a page when no `limit` is sent: enough that the console's count of locked members stays whole */
export const LOCKED_SHOWN = 200;
export const UNKNOWN_LOCK_BEFORE = 'before must be the id of a member whose withdrawals were locked: send next_before from the previous page';

export const lockedMembersQuery = z.object({
  search: memberSearchQuery,
  before: recordId('before').optional().describe('next_before of the previous page: the last member id shown'),
  limit: keysetLimit().optional().describe(`rows per page (${LOCKED_SHOWN} when not sent)`),
});

export async function lockedMembers(
  executor: Executor,
  query: { search?: string; before?: number; limit?: number },
  viewerId: number,
): Promise<LockedMembersReply> {
  const limit = query.limit ?? LOCKED_SHOWN;
  if (query.before !== undefined) {
    const [cursor] = await executor.select({ userId: pinLocks.userId }).from(pinLocks).where(eq(pinLocks.userId, query.before));
    if (!cursor) throw unprocessable(UNKNOWN_LOCK_BEFORE);
  }
  const after =
    query.before === undefined
      ? undefined
      : sql`(${pinLocks.lockedAt}, ${pinLocks.userId}) < (select c.locked_at, c.user_id from ${pinLocks} c where c.user_id = ${query.before})`;
  const rows = await executor
    .select({ userId: pinLocks.userId, firstName: users.firstName, lastName: users.lastName, email: users.email, lockedAt: pinLocks.lockedAt })
    .from(pinLocks)
    .innerJoin(users, eq(users.id, pinLocks.userId))
    .where(and(isNotNull(pinLocks.lockedAt), memberSearchCondition(query.search), after))
    .orderBy(desc(pinLocks.lockedAt), desc(pinLocks.userId))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return {
    data: shown.map((m) => ({
      user_id: m.userId,
      member_name: `${m.firstName} ${m.lastName}`,
      member_email: m.email,
      locked_at: m.lockedAt!.toISOString(),
      yours: m.userId === viewerId,
    })),
    next_before: rows.length > limit ? shown[shown.length - 1].userId : null,
  };
}
