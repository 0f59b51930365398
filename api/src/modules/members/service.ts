// The administrators' view of accounts: the member list and the sign-up figures.
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMember, Paginator, SignupStats } from '../../contract';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { pageOffset, paginator, type PageRequest } from '../../http/pagination';
import { lagosDate, lagosDateSql, startOfLagosDay } from '../../time/lagos';

const BY_DAY_DAYS = 14;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(users.phoneNo, pattern),
  );
}

export async function listMembers(executor: Executor, search: string | undefined, page: PageRequest): Promise<Paginator<AdminMember>> {
  const where = searchCondition(search);
  const [{ total }] = await executor.select({ total: count() }).from(users).where(where);
  const rows = await executor
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const data = rows.map(
    (user): AdminMember => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_no: user.phoneNo,
      role: user.role,
      verified: user.emailVerifiedAt !== null,
      member_status: user.memberStatus,
      created_at: user.createdAt.toISOString(),
    }),
  );
  return paginator(data, total, page);
}

/** Sign-ups are accounts with role MEMBER; days are Lagos calendar days ending today. */
export async function signupStats(executor: Executor, now: Date): Promise<SignupStats> {
  const today = startOfLagosDay(now);
  const since = (days: number) => startOfLagosDay(now, -(days - 1));
  const isMember = eq(users.role, 'MEMBER');
  const [totals] = await executor
    .select({
      total: count(),
      verified: count(users.emailVerifiedAt),
      members: sql<number>`count(*) filter (where ${users.memberStatus})`.mapWith(Number),
      today: sql<number>`count(*) filter (where ${users.createdAt} >= ${today})`.mapWith(Number),
      last7: sql<number>`count(*) filter (where ${users.createdAt} >= ${since(7)})`.mapWith(Number),
      last30: sql<number>`count(*) filter (where ${users.createdAt} >= ${since(30)})`.mapWith(Number),
    })
    .from(users)
    .where(isMember);

  const day = lagosDateSql(users.createdAt);
  const perDay = await executor
    .select({ date: day, count: count() })
    .from(users)
    .where(and(isMember, gte(users.createdAt, since(BY_DAY_DAYS))))
    .groupBy(day);
  const counts = new Map(perDay.map((row) => [row.date, row.count]));
  const byDay = Array.from({ length: BY_DAY_DAYS }, (_, i) => {
    const date = lagosDate(startOfLagosDay(now, i - (BY_DAY_DAYS - 1)));
    return { date, count: counts.get(date) ?? 0 };
  });

  return {
    total: totals.total,
    verified: totals.verified,
    unverified: totals.total - totals.verified,
    members: totals.members,
    today: totals.today,
    last_7_days: totals.last7,
    last_30_days: totals.last30,
    by_day: byDay,
  };
}

