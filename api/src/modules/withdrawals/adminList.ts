// The society's withdrawals for the console, as keyset pages: newest first (created_at, then id), filtered by state,
// searched by member. `before` is the last id shown: the rows after it are compared with its own (created_at, id),
// read in the same statement, so two withdrawals of the same instant are neither shown twice nor skipped.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminWithdrawalsPage } from '../../contract';
import type { Executor } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { displayName } from '../auth';
import { memberSearchCondition } from './memberSearch';
import { adminWithdrawalFilter, type AdminWithdrawalFilter } from './service';
import { adminWithdrawalViews } from './views';

export const UNKNOWN_BEFORE = 'before must be the id of a withdrawal: send next_before from the previous page';

export interface AdminWithdrawalsKeysetQuery {
  filter?: AdminWithdrawalFilter;
  search?: string;
  before?: number;
  limit: number;
}

export async function adminWithdrawalsByKeyset(executor: Executor, query: AdminWithdrawalsKeysetQuery, now: Date, viewerId: number): Promise<AdminWithdrawalsPage> {
  if (query.before !== undefined) {
    const [cursor] = await executor.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, query.before));
    if (!cursor) throw unprocessable(UNKNOWN_BEFORE);
  }
  const after =
    query.before === undefined
      ? undefined
      : sql`(${withdrawals.createdAt}, ${withdrawals.id}) < (select c.created_at, c.id from ${withdrawals} c where c.id = ${query.before})`;
  const rows = await executor
    .select({ withdrawal: withdrawals, user: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(adminWithdrawalFilter(query.filter, now), memberSearchCondition(query.search), after))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const data = await adminWithdrawalViews(
    executor,
    shown.map((r) => ({ withdrawal: r.withdrawal, member: { name: displayName(r.user), email: r.user.email } })),
    now,
    viewerId,
  );
  return { data, next_before: rows.length > query.limit ? shown[shown.length - 1].withdrawal.id : null };
}
