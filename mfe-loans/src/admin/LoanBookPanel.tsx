// Loan book (SA, ADMIN): what members owe, what has come back, what is overdue by age (1–30, 31–60, 61–90, 90+
// days), by kind, the most overdue loans ("Load more", each opening its loan's page), and the whole book as CSV.
import { useState } from 'react';
import { Button, formatNaira, Link, LoadState, Stat, Table, useLoad, type TableColumn } from '@coop/shared';
import type { AdminLoanRow, LoanBookReply } from '@coop/api/contract';
import { loansAdminApi } from '../features/admin/api';
import { loanPath } from './paths';
import styles from './panelStyles';

const BUCKETS: (keyof LoanBookReply['aging'])[] = ['1-30', '31-60', '61-90', '90+'];
const OVERDUE: TableColumn<AdminLoanRow>[] = [
  { key: 'id', header: 'Loan', render: (r) => <Link to={loanPath(r.id)}>{`Loan #${r.id}`}</Link> },
  { key: 'who', header: 'Borrower', render: (r) => r.business_name ?? r.borrower.name },
  { key: 'overdue', header: 'Overdue', render: (r) => formatNaira(r.overdue_amount), align: 'end', nowrap: true },
  { key: 'days', header: 'Days', render: (r) => String(r.days_overdue), align: 'end' },
  { key: 'outstanding', header: 'Outstanding', render: (r) => formatNaira(r.outstanding), align: 'end', nowrap: true },
];

export default function LoanBookPanel() {
  const [cursor, setCursor] = useState<string | undefined>();
  const book = useLoad((signal) => loansAdminApi.book(cursor, signal), `book-${cursor ?? ''}`);
  const [downloading, setDownloading] = useState<string | null>(null);
  const data = book.data;
  const download = async () => {
    setDownloading('Preparing…');
    try {
      setDownloading(`Saved ${await loansAdminApi.bookCsv()}`);
    } catch (error) {
      setDownloading(error instanceof Error ? error.message : 'The download failed');
    }
  };
  return (
    <div className={styles.panel}>
      <LoadState loading={book.status === 'loading'} error={book.status === 'error' ? book.message : null} empty={false} loadingLabel="Loading the loan book…" emptyTitle="" onRetry={book.retry} hasData={data !== undefined}>
        {data && (
          <>
            <div className={styles.moneyStats}>
              <Stat label="Outstanding" value={formatNaira(data.outstanding)} tone="primary" hint={`${data.active_loans} active loans`} />
              <Stat label="Repaid" value={formatNaira(data.repaid)} hint={`of ${formatNaira(data.disbursed)} disbursed`} />
              <Stat label="Overdue" value={formatNaira(data.overdue)} />
            </div>
            <div className={styles.stats}>
              {BUCKETS.map((b) => (
                <Stat key={b} label={`${b} days`} value={formatNaira(data.aging[b])} hint={`${data.aging_counts[b]} loans`} />
              ))}
            </div>
            <ul className={styles.meta}>
              {data.by_kind.map((k) => (
                <li key={k.kind}>
                  {k.kind}: {k.active_loans} active, {formatNaira(k.outstanding)} outstanding, {formatNaira(k.overdue)} overdue
                </li>
              ))}
            </ul>
            <h3 className={styles.subhead}>Most overdue</h3>
            {data.overdue_loans.length ? <Table caption="Overdue loans" hideCaption columns={OVERDUE} rows={data.overdue_loans} rowKey={(r) => r.id} /> : <p className={styles.meta}>Nothing is overdue</p>}
          </>
        )}
      </LoadState>
      <div className={styles.row}>
        {cursor && (
          <Button variant="ghost" onClick={() => setCursor(undefined)}>
            Back to the start
          </Button>
        )}
        {data?.next_cursor && (
          <Button variant="secondary" onClick={() => setCursor(data.next_cursor ?? undefined)}>
            Load more
          </Button>
        )}
        <Button onClick={download}>Download CSV</Button>
        {downloading && (
          <span className={styles.meta} role="status">
            {downloading}
          </span>
        )}
      </div>
    </div>
  );
}
