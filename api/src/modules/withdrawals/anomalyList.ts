// The administrators' withdrawals list filtered to payout anomalies (status=anomaly), newest first.
import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { AdminWithdrawal, Paginator } from '../../contract';
import type { Executor } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import { pageOffset, paginator, type PageRequest } from '../../http/pagination';
import { displayName } from '../auth/users';
import { adminWithdrawalViews } from './views';

export async function anomalousWithdrawals(executor: Executor, page: PageRequest, now: Date): Promise<Paginator<AdminWithdrawal>> {
  const where = isNotNull(withdrawals.anomalyAt);
  const [{ total }] = await executor.select({ total: count() }).from(withdrawals).where(where);
  const rows = await executor
    .select({ withdrawal: withdrawals, user: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const data = await adminWithdrawalViews(executor, rows.map((r) => ({ withdrawal: r.withdrawal, member: { name: displayName(r.user), email: r.user.email } })), now);
  return paginator(data, total, page);
}
