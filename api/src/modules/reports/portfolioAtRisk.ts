// Portfolio at risk: what members owe on disbursed loans and business finance, split by how long the oldest
// instalment not paid in full has been overdue. Today it reads the figures the database maintains: the portfolio is
// the society's side of every loan receivable (one account, `loans_receivable_contra`), and the overdue loans come
// from loans.oldest_unpaid_due_date through loans_oldest_unpaid_idx, so only overdue loans are read, never every
// loan's instalments. A past day is computed from the instalments not paid in full by the end of it and each
// receivable's balance then (correct for any day, and slower: a pass over the loans active that day).
// Product orders have no repayment schedule, so they cannot be overdue: their outstanding is reported beside.
import { sql, type SQL } from 'drizzle-orm';
import type { CollectionDay, ParBand, ParBandKey, ParLoan, ParThreshold, PortfolioAtRiskReply } from '../../contract';
import type { Executor } from '../../db/client';
import { LOAN_STATUS } from '../../db/schema';
import { SOCIETY_ACCOUNT_KIND } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import { shiftDate, type ReportDay } from './asOf';
import { balanceAtSql } from './balances';

/** how many of a band's loans the reply lists (the most overdue); its count and amount cover them all */
export const PAR_LOANS_PER_BAND = 50;

export const PRODUCT_FINANCE_NOTE = 'Product orders on finance terms have no repayment schedule or due dates, so they cannot be overdue: their outstanding is shown apart from the bands.';

interface BandSpec {
  key: ParBandKey;
  label: string;
  min: number | null;
  max: number | null;
}

export const PAR_BANDS: readonly BandSpec[] = [
  { key: 'current', label: 'Not overdue (1 day or less)', min: null, max: 1 },
  { key: 'days_2_30', label: 'Overdue 2 to 30 days', min: 2, max: 30 },
  { key: 'days_31_60', label: 'Overdue 31 to 60 days', min: 31, max: 60 },
  { key: 'days_61_90', label: 'Overdue 61 to 90 days', min: 61, max: 90 },
  { key: 'over_90', label: 'Overdue more than 90 days', min: 91, max: null },
];

const THRESHOLDS = [
  { key: 'par_1', days: 1 },
  { key: 'par_30', days: 30 },
  { key: 'par_60', days: 60 },
  { key: 'par_90', days: 90 },
] as const;

/** "12.50": part ÷ whole as a percentage, rounded half up to two places, in integers */
export function shareOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  const basisPoints = (part * 10_000n * 2n + whole) / (whole * 2n);
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

const bandOf = (days: SQL): SQL => sql`CASE WHEN ${days} > 90 THEN 'over_90' WHEN ${days} > 60 THEN 'days_61_90' WHEN ${days} > 30 THEN 'days_31_60' ELSE 'days_2_30' END`;

/** today: the overdue loans (more than 1 day) from the maintained date, with their receivables' balances */
const maintainedOverdue = (asOf: string): SQL => sql`
  SELECT l.id, l.kind, l.user_id, coalesce(a.balance, 0) AS outstanding, l.oldest_unpaid_due_date AS oldest_due
  FROM loans l LEFT JOIN ledger_accounts a ON a.owner_user_id = l.user_id AND a.purpose = 'loan_receivable:' || l.id::text
  WHERE l.oldest_unpaid_due_date < ${shiftDate(asOf, -1)}::date AND l.status = ${LOAN_STATUS.disbursed}`;

/** a past day: every loan active at its end, with its receivable's balance and oldest instalment not paid by then */
const activeAsOf = (day: ReportDay): SQL => {
  const end = sql`${day.end.toISOString()}::timestamptz`;
  return sql`
    SELECT l.id, l.kind, l.user_id, ${balanceAtSql(day.end)} AS outstanding,
           (SELECT min(i.due_date) FROM loan_instalments i WHERE i.loan_id = l.id AND (i.paid_at IS NULL OR i.paid_at >= ${end})) AS oldest_due
    FROM loans l LEFT JOIN ledger_accounts a ON a.owner_user_id = l.user_id AND a.purpose = 'loan_receivable:' || l.id::text
    WHERE l.disbursed_at < ${end} AND (l.status = ${LOAN_STATUS.disbursed} OR (l.status = ${LOAN_STATUS.completed} AND l.completed_at >= ${end}))`;
};

interface Portfolio {
  outstanding: bigint;
  activeLoans: number;
}

async function maintainedPortfolio(executor: Executor): Promise<Portfolio> {
  const [row] = await queryRows<{ contra: unknown; active: unknown }>(
    executor,
    sql`SELECT (SELECT coalesce(sum(-balance), 0) FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = ${SOCIETY_ACCOUNT_KIND.loansReceivableContra})::text AS contra,
               (SELECT count(*) FROM loans WHERE status = ${LOAN_STATUS.disbursed})::int AS active`,
  );
  return { outstanding: toBigInt(row.contra), activeLoans: Number(row.active) };
}

async function productFinanceOutstanding(executor: Executor, day: ReportDay): Promise<bigint> {
  const [row] = await queryRows<{ owed: unknown }>(
    executor,
    day.isToday
      ? sql`SELECT coalesce(sum(-balance), 0)::text AS owed FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = ${SOCIETY_ACCOUNT_KIND.ordersReceivableContra}`
      : sql`SELECT coalesce(sum(-${balanceAtSql(day.end)}), 0)::text AS owed FROM ledger_accounts a WHERE a.owner_user_id IS NULL AND a.purpose = ${SOCIETY_ACCOUNT_KIND.ordersReceivableContra}`,
  );
  return toBigInt(row.owed);
}

async function collections(executor: Executor, day: ReportDay): Promise<PortfolioAtRiskReply['collections_next_7_days']> {
  const [first, last] = [day.date, shiftDate(day.date, 6)];
  const end = sql`${day.end.toISOString()}::timestamptz`;
  // a past day: an instalment counts in full when it was not paid in full by then (earlier part payments are not known)
  const rows = await queryRows<{ date: string; n: unknown; amount: unknown }>(
    executor,
    day.isToday
      ? sql`SELECT to_char(due_date, 'YYYY-MM-DD') AS date, count(*)::int AS n, sum(amount_kobo - paid_kobo)::text AS amount FROM loan_instalments
            WHERE paid_kobo < amount_kobo AND due_date BETWEEN ${first}::date AND ${last}::date GROUP BY due_date ORDER BY due_date`
      : sql`SELECT to_char(due_date, 'YYYY-MM-DD') AS date, count(*)::int AS n, sum(amount_kobo)::text AS amount FROM loan_instalments
            WHERE (paid_at IS NULL OR paid_at >= ${end}) AND due_date BETWEEN ${first}::date AND ${last}::date GROUP BY due_date ORDER BY due_date`,
  );
  const days: CollectionDay[] = rows.map((r) => ({ date: r.date, instalments: Number(r.n), amount: formatKobo(toBigInt(r.amount)) }));
  return {
    total: formatKobo(rows.reduce((sum, r) => sum + toBigInt(r.amount), 0n)),
    instalments: rows.reduce((sum, r) => sum + Number(r.n), 0),
    days,
  };
}

export async function portfolioAtRisk(executor: Executor, day: ReportDay): Promise<PortfolioAtRiskReply> {
  const asOf = sql`${day.date}::date`;
  const overdueCte = day.isToday ? maintainedOverdue(day.date) : sql`SELECT * FROM (${activeAsOf(day)}) active WHERE oldest_due < ${shiftDate(day.date, -1)}::date`;
  const days = sql`(${asOf} - o.oldest_due)`;

  let portfolio: Portfolio;
  if (day.isToday) portfolio = await maintainedPortfolio(executor);
  else {
    const [row] = await queryRows<{ outstanding: unknown; n: unknown }>(executor, sql`SELECT coalesce(sum(outstanding), 0)::text AS outstanding, count(*)::int AS n FROM (${activeAsOf(day)}) active`);
    portfolio = { outstanding: toBigInt(row.outstanding), activeLoans: Number(row.n) };
  }

  // one pass over the overdue loans: each band's count and amount ride on its rows, the first ones are listed
  const rows = await queryRows<{ band: ParBandKey; band_n: unknown; band_amount: unknown; id: unknown; kind: ParLoan['kind']; user_id: unknown; name: string | null; outstanding: unknown; days: unknown; oldest_due: string }>(
    executor,
    sql`SELECT x.band, x.band_n, x.band_amount::text AS band_amount, x.id, x.kind, x.user_id, trim(u.first_name || ' ' || u.last_name) AS name,
               x.outstanding::text AS outstanding, x.days, to_char(x.oldest_due, 'YYYY-MM-DD') AS oldest_due
        FROM (SELECT o.*, ${days} AS days, b.band, row_number() OVER band_order AS rank,
                     count(*) OVER (PARTITION BY b.band) AS band_n, sum(o.outstanding) OVER (PARTITION BY b.band) AS band_amount
              FROM (${overdueCte}) o CROSS JOIN LATERAL (SELECT ${bandOf(days)} AS band) b
              WINDOW band_order AS (PARTITION BY b.band ORDER BY o.oldest_due, o.id)) x
        LEFT JOIN users u ON u.id = x.user_id
        WHERE x.rank <= ${PAR_LOANS_PER_BAND} ORDER BY x.oldest_due, x.id`,
  );
  const listed = rows;
  const overdueBy = new Map(rows.map((r) => [r.band, { n: Number(r.band_n), kobo: toBigInt(r.band_amount) }]));
  const overdueKobo = [...overdueBy.values()].reduce((sum, b) => sum + b.kobo, 0n);
  const overdueLoans = [...overdueBy.values()].reduce((sum, b) => sum + b.n, 0);
  const figures = (key: ParBandKey) =>
    key === 'current' ? { n: portfolio.activeLoans - overdueLoans, kobo: portfolio.outstanding - overdueKobo } : (overdueBy.get(key) ?? { n: 0, kobo: 0n });

  const bands: ParBand[] = PAR_BANDS.map((b) => {
    const { n, kobo } = figures(b.key);
    return {
      key: b.key,
      label: b.label,
      min_days: b.min,
      max_days: b.max,
      amount: formatKobo(kobo),
      share: shareOf(kobo, portfolio.outstanding),
      loans_count: n,
      loans: listed
        .filter((r) => r.band === b.key)
        .map((r) => ({
          id: Number(r.id),
          kind: r.kind,
          member: { id: Number(r.user_id), name: r.name ?? '' },
          outstanding: formatKobo(toBigInt(r.outstanding)),
          days_overdue: Number(r.days),
          oldest_unpaid_due_date: r.oldest_due,
          link: `/dashboard/loans/${Number(r.id)}`,
        })),
    };
  });

  const par: ParThreshold[] = THRESHOLDS.map((t) => {
    const over = PAR_BANDS.filter((b) => b.min !== null && b.min > t.days);
    const kobo = over.reduce((sum, b) => sum + figures(b.key).kobo, 0n);
    return { key: t.key, more_than_days: t.days, amount: formatKobo(kobo), share: shareOf(kobo, portfolio.outstanding), loans_count: over.reduce((sum, b) => sum + figures(b.key).n, 0) };
  });

  return {
    success: true,
    as_of: day.date,
    method: day.isToday ? 'maintained' : 'instalments_as_of',
    outstanding: formatKobo(portfolio.outstanding),
    active_loans: portfolio.activeLoans,
    bands,
    par,
    product_finance_outstanding: formatKobo(await productFinanceOutstanding(executor, day)),
    product_finance_note: PRODUCT_FINANCE_NOTE,
    collections_next_7_days: await collections(executor, day),
  };
}
