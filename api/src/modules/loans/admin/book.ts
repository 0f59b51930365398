// The loan book: what members owe, what has come back, and what is overdue by age (days past the oldest unpaid due
// date: 1–30, 31–60, 61–90, 90+), computed in SQL over the disbursed loans and their receivables. Days overdue come
// from loans.oldest_unpaid_due_date (kept by a trigger on the instalments); the amounts overdue from one grouped pass
// over the open instalments already due (loan_instalments_open_due_idx), and the overdue page straight from
// loans_oldest_unpaid_idx: no pass over each loan's instalments.
import { sql, type SQL } from 'drizzle-orm';
import type { LoanBookAging, LoanBookReply, LoanKind } from '../../../contract';
import type { Executor } from '../../../db/client';
import { loans as loansTable, type Loan } from '../../../db/schema';
import { queryRows, toBigInt } from '../../../ledger/sql';
import { formatKobo } from '../../../money/money';
import { lagosDate } from '../../../time/lagos';
import { inArray } from 'drizzle-orm';
import { adminLoanRows } from './rows';

export const OVERDUE_PAGE = 25;
const BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;

/** one row per disbursed (status 11) loan: outstanding, and the oldest unpaid past due date with what is overdue */
export const activeLoansSql = (today: string): SQL => sql`
  SELECT l.id, l.kind, l.user_id, l.amount_kobo, coalesce(l.total_kobo, l.amount_kobo) AS total_kobo,
         coalesce(a.balance, 0) AS outstanding_kobo,
         CASE WHEN l.oldest_unpaid_due_date < ${today}::date THEN l.oldest_unpaid_due_date END AS oldest_due,
         coalesce(o.overdue_kobo, 0) AS overdue_kobo,
         CASE WHEN l.oldest_unpaid_due_date < ${today}::date THEN (${today}::date - l.oldest_unpaid_due_date) ELSE 0 END AS days_overdue
  FROM loans l
  LEFT JOIN ledger_accounts a ON a.owner_user_id = l.user_id AND a.purpose = 'loan_receivable:' || l.id::text
  LEFT JOIN (
    SELECT i.loan_id, sum(i.amount_kobo - i.paid_kobo) AS overdue_kobo
    FROM loan_instalments i WHERE i.paid_kobo < i.amount_kobo AND i.due_date < ${today}::date GROUP BY i.loan_id
  ) o ON o.loan_id = l.id
  WHERE l.status = 11`;

const bucketOf = (days: number): (typeof BUCKETS)[number] | null => (days <= 0 ? null : days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+');

export async function loanBook(executor: Executor, now: Date, viewerId: number, cursor?: string): Promise<LoanBookReply> {
  const today = lagosDate(now);
  // one pass: the totals (kind NULL) and each kind's figures together
  const grouped = await queryRows<Record<string, unknown>>(
    executor,
    sql`WITH active AS (${activeLoansSql(today)})
        SELECT kind, GROUPING(kind) AS everything, count(*)::int AS active_loans, coalesce(sum(outstanding_kobo), 0)::text AS outstanding,
               coalesce(sum(overdue_kobo), 0)::text AS overdue,
          ${sql.raw(
            BUCKETS.map((b, i) => {
              const [lo, hi] = [[1, 30], [31, 60], [61, 90], [91, null]][i];
              const cond = hi === null ? `days_overdue >= ${lo}` : `days_overdue BETWEEN ${lo} AND ${hi}`;
              return `coalesce(sum(overdue_kobo) FILTER (WHERE ${cond}), 0)::text AS "amt_${b}", count(*) FILTER (WHERE ${cond})::int AS "n_${b}"`;
            }).join(', '),
          )}
        FROM active GROUP BY GROUPING SETS ((), (kind)) ORDER BY kind NULLS FIRST`,
  );
  const totals = grouped.find((r) => Number(r.everything) === 1) ?? { active_loans: 0, outstanding: '0', overdue: '0', ...Object.fromEntries(BUCKETS.flatMap((b) => [[`amt_${b}`, '0'], [`n_${b}`, 0]])) };
  const byKind = grouped
    .filter((r) => Number(r.everything) === 0)
    .map((r) => ({ kind: r.kind as LoanKind, n: r.active_loans, outstanding: r.outstanding, overdue: r.overdue }));
  const [lifetime] = await queryRows<{ disbursed: unknown; repaid: unknown }>(
    executor,
    sql`SELECT coalesce(sum(l.amount_kobo), 0)::text AS disbursed,
               coalesce(sum(coalesce(l.total_kobo, l.amount_kobo) - coalesce(a.balance, 0)), 0)::text AS repaid
        FROM loans l LEFT JOIN ledger_accounts a ON a.owner_user_id = l.user_id AND a.purpose = 'loan_receivable:' || l.id::text
        WHERE l.status IN (11, 3)`,
  );
  const [afterDue, afterId] = cursor ? [cursor.split('|')[0], Number(cursor.split('|')[1])] : [null, 0];
  const page = await queryRows<{ id: unknown; oldest_due: string }>(
    executor,
    sql`SELECT id, oldest_unpaid_due_date::text AS oldest_due FROM loans
        WHERE oldest_unpaid_due_date < ${today}::date AND status = 11
          ${afterDue ? sql`AND (oldest_unpaid_due_date, id) > (${afterDue}::date, ${afterId})` : sql``}
        ORDER BY oldest_unpaid_due_date, id LIMIT ${OVERDUE_PAGE + 1}`,
  );
  const more = page.length > OVERDUE_PAGE;
  const shown = page.slice(0, OVERDUE_PAGE);
  const loans: Loan[] = shown.length ? await executor.select().from(loansTable).where(inArray(loansTable.id, shown.map((r) => Number(r.id)))) : [];
  const order = new Map(shown.map((r, i) => [Number(r.id), i]));
  loans.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const aging = Object.fromEntries(BUCKETS.map((b) => [b, formatKobo(toBigInt(totals[`amt_${b}`]))])) as unknown as LoanBookAging;
  const last = shown[shown.length - 1];
  return {
    success: true,
    active_loans: Number(totals.active_loans),
    outstanding: formatKobo(toBigInt(totals.outstanding)),
    repaid: formatKobo(toBigInt(lifetime.repaid)),
    disbursed: formatKobo(toBigInt(lifetime.disbursed)),
    overdue: formatKobo(toBigInt(totals.overdue)),
    aging,
    aging_counts: Object.fromEntries(BUCKETS.map((b) => [b, Number(totals[`n_${b}`])])) as Record<keyof LoanBookAging, number>,
    by_kind: byKind.map((k) => ({ kind: k.kind, active_loans: Number(k.n), outstanding: formatKobo(toBigInt(k.outstanding)), overdue: formatKobo(toBigInt(k.overdue)) })),
    overdue_loans: await adminLoanRows(executor, loans, now, viewerId),
    next_cursor: more && last ? `${last.oldest_due}|${Number(last.id)}` : null,
  };
}

export { bucketOf };
