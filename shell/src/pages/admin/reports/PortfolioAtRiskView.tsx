// Portfolio at risk: the portfolio, its bands of days overdue (amount and share; together the whole portfolio), PAR 1,
// 30, 60 and 90, the overdue loans of each band (each links to the loan), product finance apart (it has no due
// dates), and the collections due in the next 7 days.
import type { ReactNode } from 'react';
import { EmptyState, formatDate, Link, Stat, Table, type TableColumn } from '@coop/shared';
import type { CollectionDay, ParBand, ParLoan, ParThreshold, PortfolioAtRiskReply } from '@coop/api/contract';
import { Amount, percent } from './money';
import styles from './Reports.module.css';

const count = new Intl.NumberFormat('en-NG');

type BandRow = ParBand | { key: 'total'; label: string; loans_count: number; amount: string; share: string };
const bold = (row: { key: string }, text: ReactNode) => <span className={row.key === 'total' ? styles.total : undefined}>{text}</span>;

const BAND_COLUMNS: TableColumn<BandRow>[] = [
  { key: 'label', header: 'Days overdue', render: (b) => bold(b, b.label) },
  { key: 'loans_count', header: 'Loans', align: 'end', render: (b) => bold(b, count.format(b.loans_count)) },
  { key: 'amount', header: 'Outstanding', align: 'end', nowrap: true, render: (b) => bold(b, <Amount value={b.amount} />) },
  { key: 'share', header: 'Share', align: 'end', nowrap: true, render: (b) => bold(b, percent(b.share)) },
];

const PAR_COLUMNS: TableColumn<ParThreshold>[] = [
  { key: 'key', header: 'Overdue', render: (p) => `More than ${p.more_than_days} ${p.more_than_days === 1 ? 'day' : 'days'} (PAR ${p.more_than_days})` },
  { key: 'loans_count', header: 'Loans', align: 'end', render: (p) => count.format(p.loans_count) },
  { key: 'amount', header: 'Outstanding', align: 'end', nowrap: true, render: (p) => <Amount value={p.amount} /> },
  { key: 'share', header: 'Share', align: 'end', nowrap: true, render: (p) => percent(p.share) },
];

const LOAN_COLUMNS: TableColumn<ParLoan>[] = [
  { key: 'id', header: 'Loan', render: (l) => <Link to={l.link}>{`Loan #${l.id}${l.kind === 'business' ? ' (business)' : ''}`}</Link> },
  { key: 'member', header: 'Member', render: (l) => l.member.name },
  { key: 'outstanding', header: 'Outstanding', align: 'end', nowrap: true, render: (l) => <Amount value={l.outstanding} /> },
  { key: 'days_overdue', header: 'Days overdue', align: 'end', render: (l) => count.format(l.days_overdue) },
  { key: 'oldest_unpaid_due_date', header: 'Oldest unpaid', nowrap: true, render: (l) => formatDate(l.oldest_unpaid_due_date) },
];

const COLLECTION_COLUMNS: TableColumn<CollectionDay>[] = [
  { key: 'date', header: 'Due on', nowrap: true, render: (d) => formatDate(d.date) },
  { key: 'instalments', header: 'Instalments', align: 'end', render: (d) => count.format(d.instalments) },
  { key: 'amount', header: 'Amount', align: 'end', nowrap: true, render: (d) => <Amount value={d.amount} /> },
];

function ProductFinance({ report }: { report: PortfolioAtRiskReply }) {
  return (
    <p className={styles.note}>
      Product finance outstanding: <Amount value={report.product_finance_outstanding} />. {report.product_finance_note}
    </p>
  );
}

export function PortfolioAtRiskView({ report }: { report: PortfolioAtRiskReply }) {
  const day = formatDate(report.as_of);
  if (report.active_loans === 0) {
    return (
      <div className={styles.stats}>
        <EmptyState title="No loans were being repaid" description={`No loan or business finance was outstanding at the end of ${day}.`} />
        <ProductFinance report={report} />
      </div>
    );
  }
  const bands: BandRow[] = [...report.bands, { key: 'total', label: 'Total', loans_count: report.active_loans, amount: report.outstanding, share: '100.00' }];
  const collections = report.collections_next_7_days;
  return (
    <div className={styles.stats}>
      <div className={styles.stats}>
        <Stat label="Outstanding (loans and business finance)" value={<Amount value={report.outstanding} />} tone="primary" />
        <Stat label="Loans being repaid" value={count.format(report.active_loans)} />
        <Stat label="Overdue more than 30 days" value={percent(report.par[1]?.share ?? '0.00')} />
      </div>
      <p className={styles.note}>
        {report.method === 'maintained' ? 'Days overdue from each loan’s oldest unpaid instalment, kept up to date.' : `Worked out from the instalments not paid by the end of ${day}.`}
      </p>
      <Table caption={`Portfolio by days overdue at the end of ${day}`} columns={BAND_COLUMNS} rows={bands} rowKey={(b) => b.key} />
      <Table caption="Portfolio at risk" columns={PAR_COLUMNS} rows={report.par} rowKey={(p) => p.key} />
      {report.bands
        .filter((b) => b.loans.length > 0)
        .map((b) => (
          <Table key={b.key} caption={`${b.label}: ${b.loans.length < b.loans_count ? `the ${b.loans.length} most overdue of ${count.format(b.loans_count)}` : `${count.format(b.loans_count)} ${b.loans_count === 1 ? 'loan' : 'loans'}`}`} columns={LOAN_COLUMNS} rows={b.loans} rowKey={(l) => l.id} />
        ))}
      <ProductFinance report={report} />
      {collections.days.length === 0 ? (
        <p className={styles.note}>No instalments fall due in the 7 days from {day}.</p>
      ) : (
        <Table
          caption={`Collections due in the 7 days from ${day}: ${count.format(collections.instalments)} instalments`}
          columns={COLLECTION_COLUMNS}
          rows={[...collections.days]}
          rowKey={(d) => d.date}
        />
      )}
      {collections.days.length > 0 && (
        <p className={styles.note}>
          Total to collect: <Amount value={collections.total} />
        </p>
      )}
    </div>
  );
}
