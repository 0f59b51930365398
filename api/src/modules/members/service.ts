// The administrators' view of accounts: the member list (offset or keyset pages), one account's file, the sign-up figures.
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AdminMember, AdminMemberDetails, AdminMembersPage, Paginator, SignupStats } from '../../contract';
import type { Executor } from '../../db/client';
import { memberProfiles, users, type User } from '../../db/schema';
import { pageOffset, paginator, type PageRequest } from '../../http/pagination';
import { lagosDate, lagosDateSql, startOfLagosDay } from '../../time/lagos';
import { memberFilterCondition, type MemberFilters } from './audience';
import { memberFile } from './memberFile';

export type { MemberFilters } from './audience';

const BY_DAY_DAYS = 14;

function toAdminMember(user: User): AdminMember {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_no: user.phoneNo,
    role: user.role,
    verified: user.emailVerifiedAt !== null,
    member_status: user.memberStatus,
    suspended: user.suspendedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

const newestFirst = [desc(users.createdAt), desc(users.id)];

async function countMembers(executor: Executor, where: SQL | undefined): Promise<number> {
  const [{ total }] = await executor.select({ total: count() }).from(users).where(where);
  return total;
}

export async function listMembers(executor: Executor, filters: MemberFilters, today: string, page: PageRequest): Promise<Paginator<AdminMember>> {
  const where = memberFilterCondition(filters, today);
  const total = await countMembers(executor, where);
  const rows = await executor
    .select()
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.perPage)
    .offset(pageOffset(page));
  return paginator(rows.map(toAdminMember), total, page);
}

/**
 * Keyset pages in the list's order (newest first, then the higher id). The cursor is the last row's id: the rows
 * after it are compared with its own (created_at, id) read in the same statement, so timestamps keep their full
 * precision and a cursor never needs the time written into it.
 */
export async function listMembersByCursor(executor: Executor, filters: MemberFilters, today: string, cursor: number | undefined, limit: number): Promise<AdminMembersPage> {
  const where = memberFilterCondition(filters, today);
  const after =
    cursor === undefined ? undefined : sql`(${users.createdAt}, ${users.id}) < (select c.created_at, c.id from ${users} c where c.id = ${cursor})`;
  const total = await countMembers(executor, where);
  const rows = await executor
    .select()
    .from(users)
    .where(and(where, after))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { success: true, data: page.map(toAdminMember), next_cursor: rows.length > limit && last ? String(last.id) : null, total };
}

/** One account's file for the console's member page; null when there is none. `viewerId`: the administrator reading it. */
export async function memberDetails(executor: Executor, id: number, viewerId: number, now: Date): Promise<AdminMemberDetails | null> {
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  const [changedBy] =
    user.roleChangedBy === null
      ? []
      : await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, user.roleChangedBy));
  const [profile] = await executor.select().from(memberProfiles).where(eq(memberProfiles.userId, id));
  return {
    ...toAdminMember(user),
    ...(await memberFile(executor, user, viewerId, now)),
    middle_name: user.middleName,
    member_since: user.memberSince?.toISOString() ?? null,
    role_changed_at: user.roleChangedAt?.toISOString() ?? null,
    role_changed_by: changedBy ? { id: changedBy.id, name: `${changedBy.firstName} ${changedBy.lastName}`.trim(), email: changedBy.email } : null,
    profile: profile
      ? {
          address: profile.address,
          state_of_origin: profile.stateOfOrigin,
          local_govt: profile.localGovt,
          occupation: profile.occupation,
          next_of_kin: `${profile.kinFirstName} ${profile.kinLastName}`.trim(),
          next_of_kin_phone_no: profile.kinPhoneNo,
        }
      : null,
  };
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

