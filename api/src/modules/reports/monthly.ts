// Money by Lagos month over the last N months: what came into and went out of members' savings (regular, target,
// save-to-loan) and shareholdings, and the net fee income. Read per account through ledger_postings_account_created_idx
// (each savings, share or fee account's postings in the period), so it grows with the period's postings only.
import { sql } from 'drizzle-orm';
import type { MonthlyMovement, MonthlyReply } from '../../contract';
import type { Executor } from '../../db/client';
import { MEMBER_ACCOUNT_KIND } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import { lagosDate } from '../../time/lagos';
import { startOfLagosDate } from '../transactions';
import { FEE_ACCOUNT_KINDS, MEMBER_FAMILY } from './labels';

const SAVINGS_PURPOSES = [MEMBER_ACCOUNT_KIND.regularSavings, MEMBER_ACCOUNT_KIND.saveToLoan] as const;

/** "2026-11" + n months */
export function shiftMonth(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(year, m - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

type Sums = { in: bigint; out: bigint; net: bigint };
const ZERO: Sums = { in: 0n, out: 0n, net: 0n };

export async function monthlyMovements(executor: Executor, months: number, now: Date): Promise<MonthlyReply> {
  const current = lagosDate(now).slice(0, 7);
  const first = shiftMonth(current, -(months - 1));
  const start = startOfLagosDate(`${first}-01`);
  const end = startOfLagosDate(`${shiftMonth(current, 1)}-01`);
  const rows = await queryRows<{ month: string; what: 'savings' | 'shares' | 'fees'; credits: unknown; debits: unknown; net: unknown }>(
    executor,
    sql`SELECT to_char((p.created_at AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM') AS month,
               CASE WHEN a.kind = 'society' THEN 'fees' WHEN a.purpose = ${MEMBER_ACCOUNT_KIND.shares} THEN 'shares' ELSE 'savings' END AS what,
               coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS credits,
               coalesce(sum(-p.amount) FILTER (WHERE p.amount < 0), 0)::text AS debits,
               sum(p.amount)::text AS net
        FROM ledger_accounts a
        JOIN ledger_postings p ON p.account_id = a.id AND p.created_at >= ${start.toISOString()}::timestamptz AND p.created_at < ${end.toISOString()}::timestamptz
        WHERE (a.kind = 'member' AND (a.purpose IN (${sql.join([...SAVINGS_PURPOSES, MEMBER_ACCOUNT_KIND.shares].map((p) => sql`${p}`), sql`, `)}) OR a.purpose LIKE ${`${MEMBER_FAMILY.targetSavings}:%`}))
           OR (a.owner_user_id IS NULL AND a.purpose IN (${sql.join(FEE_ACCOUNT_KINDS.map((p) => sql`${p}`), sql`, `)}))
        GROUP BY 1, 2`,
  );
  const sums = new Map(rows.map((r) => [`${r.month}|${r.what}`, { in: toBigInt(r.credits), out: toBigInt(r.debits), net: toBigInt(r.net) }]));
  const of = (month: string, what: string): Sums => sums.get(`${month}|${what}`) ?? ZERO;
  const list: MonthlyMovement[] = Array.from({ length: months }, (_, i) => {
    const month = shiftMonth(first, i);
    const savings = of(month, 'savings');
    const shares = of(month, 'shares');
    return {
      month,
      savings_in: formatKobo(savings.in),
      savings_out: formatKobo(savings.out),
      shares_in: formatKobo(shares.in),
      shares_out: formatKobo(shares.out),
      fee_income: formatKobo(of(month, 'fees').net),
    };
  });
  return {
    success: true,
    months: list,
    savings_accounts: [...SAVINGS_PURPOSES, `${MEMBER_FAMILY.targetSavings}:*`],
    fee_accounts: [...FEE_ACCOUNT_KINDS],
  };
}
