// The dividends already posted, newest first.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatDateTime, formatNaira, LoadState, Pagination, Table, type TableColumn } from '@coop/shared';
import type { Dividend } from '@coop/api/contract';
import { selectDividendHistory } from '../features/admin/selectors';
import { historyRequested } from '../features/admin/slice';
import styles from './Panel.module.css';

const columns: TableColumn<Dividend>[] = [
  { key: 'posted_at', header: 'Posted', render: (row) => formatDateTime(row.posted_at), nowrap: true },
  { key: 'amount', header: 'Amount', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'member_count', header: 'Members', align: 'end' },
  { key: 'note', header: 'Note' },
  { key: 'declared_by', header: 'Declared by', render: (row) => row.declared_by?.name ?? '—' },
];

export function DividendHistory() {
  const dispatch = useDispatch();
  const history = useSelector(selectDividendHistory);
  useEffect(() => {
    dispatch(historyRequested(1));
  }, [dispatch]);
  const rows = history.data?.data ?? [];
  return (
    <section aria-label="Posted dividends" className={styles.panel}>
      <h3 className={styles.subhead}>Posted dividends</h3>
      <LoadState
        loading={history.loading}
        error={history.error}
        hasData={history.data !== null}
        empty={rows.length === 0}
        loadingLabel="Loading the posted dividends…"
        emptyTitle="No dividend has been posted yet"
        onRetry={() => dispatch(historyRequested())}
      >
        <Table caption="Posted dividends" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
        {history.data && history.data.last_page > 1 && (
          <Pagination page={history.page} lastPage={history.data.last_page} onPageChange={(page) => dispatch(historyRequested(page))} label="Posted dividends pages" disabled={history.loading} />
        )}
      </LoadState>
    </section>
  );
}
