// Money by month: into and out of members' savings and shareholdings, and the fee income, oldest month first, with
// the totals row.
import { EmptyState, Table, type TableColumn } from '@coop/shared';
import type { MonthlyMovement, MonthlyReply } from '@coop/api/contract';
import { Amount, isZero, monthName } from './money';
import styles from './Reports.module.css';

type Row = MonthlyMovement & { total?: boolean };
const FIGURES = ['savings_in', 'savings_out', 'shares_in', 'shares_out', 'fee_income'] as const;
const HEADERS: Record<(typeof FIGURES)[number], string> = {
  savings_in: 'Savings in',
  savings_out: 'Savings out',
  shares_in: 'Shares in',
  shares_out: 'Shares out',
  fee_income: 'Fee income',
};

/** Σ of decimal strings with two places, exactly (in kobo) */
function sum(values: string[]): string {
  const kobo = values.reduce((total, v) => total + BigInt(v.replace('.', '')), 0n);
  const sign = kobo < 0n ? '-' : '';
  const abs = kobo < 0n ? -kobo : kobo;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const COLUMNS: TableColumn<Row>[] = [
  { key: 'month', header: 'Month', nowrap: true, render: (r) => <span className={r.total ? styles.total : undefined}>{r.total ? 'Total' : monthName(r.month)}</span> },
  ...FIGURES.map((key) => ({ key, header: HEADERS[key], align: 'end' as const, nowrap: true, render: (r: Row) => <span className={r.total ? styles.total : undefined}><Amount value={r[key]} /></span> })),
];

export function MonthlyView({ report }: { report: MonthlyReply }) {
  if (report.months.every((m) => FIGURES.every((f) => isZero(m[f])))) {
    return <EmptyState title="Nothing moved in these months" description="No savings, shares or fees were paid in or out." />;
  }
  const total = Object.fromEntries(FIGURES.map((f) => [f, sum(report.months.map((m) => m[f]))])) as Pick<MonthlyMovement, (typeof FIGURES)[number]>;
  const rows: Row[] = [...report.months, { month: 'total', ...total, total: true }];
  return <Table caption={`Savings, shares and fees by month, the last ${report.months.length}`} columns={COLUMNS} rows={rows} rowKey={(r) => r.month} />;
}
