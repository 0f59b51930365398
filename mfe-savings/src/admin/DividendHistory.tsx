// The dividends already paid, newest first; the page is in the URL and each opens its allocations.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatDateTime, formatNaira, Link, LoadState, pageFrom, Pagination, Table, type TableColumn, useSearchParam } from '@coop/shared';
import type { Dividend } from '@coop/api/contract';
import { selectDividendHistory } from '../features/admin/selectors';
import { historyRequested } from '../features/admin/slice';
import { dividendPath } from './paths';
import styles from './Panel.module.css';

const columns: TableColumn<Dividend>[] = [
  {
    key: 'posted_at',
    header: 'Paid',
    render: (row) => <Link to={dividendPath(row.id)} aria-label={`Dividend ${row.id} of ${formatNaira(row.amount)}, paid ${formatDateTime(row.posted_at)}`}>{formatDateTime(row.posted_at)}</Link>,
    nowrap: true,
  },
  { key: 'amount', header: 'Amount', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'member_count', header: 'Members', align: 'end' },
  { key: 'note', header: 'Note' },
  { key: 'declared_by', header: 'Declared by', render: (row) => row.declared_by?.name ?? '—' },
];

export function DividendHistory() {
  const dispatch = useDispatch();
  const history = useSelector(selectDividendHistory);
  const [pageText, setPage] = useSearchParam('page');
  const page = pageFrom(pageText);
  useEffect(() => {
    dispatch(historyRequested(page));
  }, [dispatch, page]);
  const rows = history.data?.data ?? [];
  return (
    <section aria-label="Paid dividends" className={styles.panel}>
      <h3 className={styles.subhead}>Paid dividends</h3>
      <LoadState
        loading={history.loading}
        error={history.error}
        hasData={history.data !== null}
        empty={rows.length === 0}
        loadingLabel="Loading the paid dividends…"
        emptyTitle="No dividend has been paid yet"
        onRetry={() => dispatch(historyRequested(page))}
      >
        <Table caption="Paid dividends" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
        {history.data && history.data.last_page > 1 && (
          <Pagination page={history.page} lastPage={history.data.last_page} onPageChange={(next) => setPage(String(next))} label="Paid dividends pages" disabled={history.loading} />
        )}
      </LoadState>
    </section>
  );
}
