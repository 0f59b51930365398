// Which accounts a set of member-list filters selects: the console's member list and a notice's audience read the
// same filters, so "members with an overdue loan" means one thing wherever an administrator picks it.
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { LOAN_STATUS, users } from '../../db/schema';
import { MEMBER_ACCOUNT_KIND } from '../../ledger/accountKinds';

export interface MemberFilters {
  /** part of a first or last name, e-mail address or phone number */
  search?: string;
  /** paid the registration fee (true) or not (false) */
  member?: boolean;
  verified?: boolean;
  suspended?: boolean;
  /** members whose shares are below the society's minimum shareholding (true), or at or above it (false) */
  below_minimum_shares?: boolean;
  /** with a disbursed loan whose earliest unpaid instalment fell due before `today` (true), or with none (false) */
  overdue_loan?: boolean;
}

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

const whenGiven = (value: boolean | undefined, condition: SQL): SQL | undefined =>
  value === undefined ? undefined : value ? condition : sql`not (${condition})`;

const sharesBelowMinimum = sql`${users.memberStatus} and coalesce(
  (select a.balance from ledger_accounts a where a.owner_user_id = ${users.id} and a.purpose = ${MEMBER_ACCOUNT_KIND.shares}), 0
) < (select s.minimum_shareholding_kobo from society_settings s where s.id = 1)`;

/** `today`: the Lagos date an instalment must have fallen due before to count as overdue */
const overdueLoan = (today: string) => sql`exists (
  select 1 from loans l where l.user_id = ${users.id} and l.status = ${LOAN_STATUS.disbursed} and l.oldest_unpaid_due_date < ${today}::date
)`;

/** the condition on `users` the filters make; `today` is the Lagos date (lagosDate(now)) */
export function memberFilterCondition(filters: MemberFilters, today: string): SQL | undefined {
  return and(
    searchCondition(filters.search),
    filters.member === undefined ? undefined : eq(users.memberStatus, filters.member),
    filters.verified === undefined ? undefined : filters.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt),
    filters.suspended === undefined ? undefined : filters.suspended ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
    whenGiven(filters.below_minimum_shares, sharesBelowMinimum),
    whenGiven(filters.overdue_loan, overdueLoan(today)),
  );
}
