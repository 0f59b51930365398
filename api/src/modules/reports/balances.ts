// Every ledger account's balance at the end of a report day, summed per line of the books: each society account on
// its own, the members' accounts by family. Today: the balances the ledger maintains (a pass over the accounts, not
// the postings). A past day: each account's balance_after of its last posting before the day ended, one probe per
// account down ledger_postings_account_created_idx, so the cost grows with the accounts, never with the postings.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows, toBigInt } from '../../ledger/sql';
import type { ReportDay } from './asOf';
import { MEMBER_FAMILY } from './labels';

export interface BalanceLine {
  /** a society account's purpose, or `members:<family>` */
  key: string;
  kind: 'society' | 'members';
  /** the purpose (society) or the family (members) */
  name: string;
  accounts: number;
  /** signed kobo: positive is a credit balance */
  balance: bigint;
}

// a business-finance request's receivable is told from a loan's by its loan row (one primary-key probe)
const lineKey: SQL = sql`CASE
  WHEN a.kind = 'society' THEN a.purpose
  WHEN a.purpose LIKE 'loan_receivable:%'
       AND EXISTS (SELECT 1 FROM loans l WHERE l.id = split_part(a.purpose, ':', 2)::bigint AND l.kind = 'business')
    THEN ${`members:${MEMBER_FAMILY.businessReceivable}`}
  ELSE 'members:' || split_part(a.purpose, ':', 1) END`;

/** the balance of one account at the end of the day: its last posting's running balance then (0 before its first) */
export const balanceAtSql = (end: Date): SQL => sql`coalesce((
  SELECT p.balance_after FROM ledger_postings p
  WHERE p.account_id = a.id AND p.created_at < ${end.toISOString()}::timestamptz
  ORDER BY p.created_at DESC, p.entry_no DESC LIMIT 1), 0)`;

/** the lines' query: today's from the maintained balances, a past day's from a probe per account */
export function balanceLinesSql(day: ReportDay): SQL {
  if (day.isToday) {
    return sql`SELECT ${lineKey} AS key, a.kind, count(*)::int AS accounts, sum(a.balance)::text AS balance
               FROM ledger_accounts a GROUP BY 1, 2 ORDER BY 2 DESC, 1`;
  }
  // every account is probed (one created later simply has no posting by then); the count is those open by then
  return sql`SELECT ${lineKey} AS key, a.kind, count(*) FILTER (WHERE a.created_at < ${day.end.toISOString()}::timestamptz)::int AS accounts,
                    sum(${balanceAtSql(day.end)})::text AS balance
             FROM ledger_accounts a GROUP BY 1, 2 ORDER BY 2 DESC, 1`;
}

export async function balanceLines(executor: Executor, day: ReportDay): Promise<BalanceLine[]> {
  const rows = await queryRows<{ key: string; kind: string; accounts: unknown; balance: unknown }>(executor, balanceLinesSql(day));
  return rows.map((r) => {
    const society = r.kind === 'society';
    return {
      key: r.key,
      kind: society ? 'society' : 'members',
      name: society ? r.key : r.key.slice('members:'.length),
      accounts: Number(r.accounts),
      balance: toBigInt(r.balance),
    };
  });
}
