// /account_statement: the wallet's statement for a period (default this month): summary, rows with running
// balance, and the whole period as CSV or PDF.
import { useState, type FormEvent } from 'react';
import {
  Button, Card, formatDate, formatDateTime, formatNaira, Pagination, Stat, Table, type TableColumn, DateRangeFields, LoadState, Page, Section, rangeError, thisMonth,
  useLoad,
} from '@coop/shared';
import type { StatementRow } from '@coop/api/contract';
import { useWalletVersion } from '../features/calls';
import { statementApi, type StatementFormat, type StatementQuery } from '../features/statement/api';
import { useStatementDownload } from '../features/statement/useStatementDownload';
import filterStyles from '../components/Filters.module.css';
import styles from '@coop/shared/styles/layout.module.css';

const money = (value: string | null) => (value === null || value === undefined ? '—' : formatNaira(value));

const columns: TableColumn<StatementRow>[] = [
  { key: 'date', header: 'Date', render: (row) => formatDateTime(row.date), nowrap: true },
  { key: 'reference', header: 'Reference' },
  { key: 'description', header: 'Description' },
  { key: 'credit', header: 'Credit', render: (row) => money(row.credit), align: 'end', nowrap: true },
  { key: 'debit', header: 'Debit', render: (row) => money(row.debit), align: 'end', nowrap: true },
  { key: 'balance', header: 'Balance', render: (row) => formatNaira(row.balance), align: 'end', nowrap: true },
];

export default function AccountStatementPage() {
  const version = useWalletVersion();
  // each Show Statement reads again, even for the same period
  const [asked, setAsked] = useState<{ query: StatementQuery; n: number }>(() => ({ query: { ...thisMonth(), page: 1 }, n: 0 }));
  const query = asked.query;
  const ask = (next: StatementQuery) => setAsked((a) => ({ query: next, n: a.n + 1 }));
  const statement = useLoad((signal) => statementApi.show(query, signal), `statement-${asked.n}-${version}`);
  const loading = statement.status === 'loading';
  const downloads = useStatementDownload();
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const [error, setError] = useState<string | undefined>();

  const show = (event: FormEvent) => {
    event.preventDefault();
    const backwards = rangeError(from, to);
    const missing = !from || !to ? 'Choose both dates' : undefined;
    setError(backwards ?? missing);
    if (backwards || missing) return;
    ask({ from, to, page: 1 });
  };

  const download = (format: StatementFormat) => void downloads.download(format, { from: query.from, to: query.to });
  const data = statement.data;
  const rows = data?.data ?? [];
  const period = `${formatDate(query.from)} to ${formatDate(query.to)}`;

  return (
    <Page title="Account Statement" intro="Your wallet between two dates, with the balance after every entry.">
      <form className={`${filterStyles.filters} ${filterStyles.two}`} onSubmit={show} aria-label="Statement period" noValidate>
        <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} error={error} />
        <div className={filterStyles.buttons}>
          <Button type="submit" disabled={loading}>
            Show Statement
          </Button>
        </div>
      </form>

      {data && statement.status !== 'error' && (
        <Card title={`Summary: ${period}`}>
          <div className={`${styles.grid} ${styles.four}`}>
            <Stat label="Opening balance" value={formatNaira(data.opening_balance)} />
            <Stat label="Total credits" value={formatNaira(data.total_credits)} />
            <Stat label="Total debits" value={formatNaira(data.total_debits)} />
            <Stat label="Closing balance" value={formatNaira(data.closing_balance)} tone="primary" />
          </div>
        </Card>
      )}

      <Section
        title="Statement"
        actions={
          <>
            <Button variant="secondary" onClick={() => download('csv')} loading={downloads.downloading.csv} disabled={!data}>
              Download CSV
            </Button>
            <Button variant="secondary" onClick={() => download('pdf')} loading={downloads.downloading.pdf} disabled={!data}>
              Download PDF
            </Button>
          </>
        }
      >
        {(downloads.downloading.csv || downloads.downloading.pdf) && (
          <p className={styles.muted} role="status">
            Preparing your download…
          </p>
        )}
        {downloads.downloaded && !downloads.downloading.csv && !downloads.downloading.pdf && (
          <p className={styles.muted} role="status">
            Downloaded {downloads.downloaded}
          </p>
        )}
        {downloads.error && (
          <p className={styles.error} role="alert">
            The download failed: {downloads.error}
          </p>
        )}
        <LoadState
          loading={loading}
          error={statement.status === 'error' ? statement.message : null}
          hasData={statement.data !== undefined}
          empty={rows.length === 0}
          loadingLabel="Loading your statement…"
          emptyTitle="No Record Found"
          emptyDescription={`Nothing moved in your wallet from ${period}.`}
          onRetry={statement.retry}
        >
          <Table caption={`Statement ${period}`} hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
          <Pagination
            page={data?.current_page ?? query.page}
            lastPage={data?.last_page ?? 1}
            onPageChange={(page) => ask({ ...query, page })}
            label="Statement pages"
            disabled={loading}
          />
        </LoadState>
      </Section>
    </Page>
  );
}
