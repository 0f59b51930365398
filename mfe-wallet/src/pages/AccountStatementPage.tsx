// /account_statement: the wallet's statement for a period (default this month): summary, rows with running
// balance, and the whole period as CSV or PDF.
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Button, Card, formatDate, formatDateTime, formatNaira, Pagination, Stat, Table, type TableColumn, DateRangeFields, LoadState, Page, Section, rangeError,
} from '@coop/shared';
import type { StatementRow } from '@coop/api/contract';
import type { StatementFormat } from '../features/statement/api';
import { selectStatement } from '../features/statement/selectors';
import { downloadRequested, statementRequested } from '../features/statement/slice';
import filterStyles from '../components/Filters.module.css';
import styles from '../components/layout.module.css';

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
  const dispatch = useDispatch();
  const statement = useSelector(selectStatement);
  const [from, setFrom] = useState(statement.query.from);
  const [to, setTo] = useState(statement.query.to);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    dispatch(statementRequested({ from: statement.query.from, to: statement.query.to, page: 1 }));
  }, [dispatch]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const backwards = rangeError(from, to);
    const missing = !from || !to ? 'Choose both dates' : undefined;
    setError(backwards ?? missing);
    if (backwards || missing) return;
    dispatch(statementRequested({ from, to, page: 1 }));
  };

  const download = (format: StatementFormat) => dispatch(downloadRequested({ format, from: statement.query.from, to: statement.query.to }));
  const data = statement.data;
  const rows = data?.data ?? [];
  const period = `${formatDate(statement.query.from)} to ${formatDate(statement.query.to)}`;

  return (
    <Page title="Account Statement" intro="Your wallet between two dates, with the balance after every entry.">
      <form className={`${filterStyles.filters} ${filterStyles.two}`} onSubmit={show} aria-label="Statement period" noValidate>
        <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} error={error} />
        <div className={filterStyles.buttons}>
          <Button type="submit" disabled={statement.loading}>
            Show Statement
          </Button>
        </div>
      </form>

      {data && !statement.error && (
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
            <Button variant="secondary" onClick={() => download('csv')} loading={statement.downloading.csv} disabled={!data}>
              Download CSV
            </Button>
            <Button variant="secondary" onClick={() => download('pdf')} loading={statement.downloading.pdf} disabled={!data}>
              Download PDF
            </Button>
          </>
        }
      >
        {(statement.downloading.csv || statement.downloading.pdf) && (
          <p className={styles.muted} role="status">
            Preparing your download…
          </p>
        )}
        {statement.downloaded && !statement.downloading.csv && !statement.downloading.pdf && (
          <p className={styles.muted} role="status">
            Downloaded {statement.downloaded}
          </p>
        )}
        {statement.downloadError && (
          <p className={styles.error} role="alert">
            The download failed: {statement.downloadError}
          </p>
        )}
        <LoadState
          loading={statement.loading}
          error={statement.error}
          hasData={data !== null}
          empty={rows.length === 0}
          loadingLabel="Loading your statement…"
          emptyTitle="No Record Found"
          emptyDescription={`Nothing moved in your wallet from ${period}.`}
          onRetry={() => dispatch(statementRequested(statement.query))}
        >
          <Table caption={`Statement ${period}`} hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
          <Pagination
            page={data?.current_page ?? statement.query.page}
            lastPage={data?.last_page ?? 1}
            onPageChange={(page) => dispatch(statementRequested({ ...statement.query, page }))}
            label="Statement pages"
            disabled={statement.loading}
          />
        </LoadState>
      </Section>
    </Page>
  );
}
