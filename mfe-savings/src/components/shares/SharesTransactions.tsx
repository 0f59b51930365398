import { useDispatch, useSelector } from 'react-redux';
import { Badge, formatDateTime, formatNaira, LoadState, Pagination, Section, Table, type TableColumn } from '@coop/shared';
import type { SavingsTransaction } from '@coop/api/contract';
import { selectSharesHistory } from '../../features/shares/selectors';
import { sharesHistoryRequested } from '../../features/shares/slice';

const COLUMNS: TableColumn<SavingsTransaction>[] = [
  { key: 'id', header: 'ID', render: (row) => `SES${row.id}`, nowrap: true },
  { key: 'amount', header: 'AMOUNT', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'type', header: 'TYPE', render: (row) => <Badge tone={row.transaction_type === 'credit' ? 'success' : 'danger'}>{row.transaction_type === 'credit' ? 'Credit' : 'Debit'}</Badge> },
  { key: 'date', header: 'DATE', render: (row) => formatDateTime(row.date_time), nowrap: true },
];

/** "Latest Transactions" of the shares (facts §3.4), paginated. */
export function SharesTransactions() {
  const dispatch = useDispatch();
  const history = useSelector(selectSharesHistory);
  const rows = history.data?.data ?? [];
  const go = (page: number) => dispatch(sharesHistoryRequested({ page }));
  return (
    <Section title="Latest Transactions">
      <LoadState
        loading={history.loading}
        error={history.error}
        empty={rows.length === 0}
        loadingLabel="Loading your shareholding transactions…"
        emptyTitle="No Record Found"
        emptyDescription="Your shareholding payments will show here."
        onRetry={() => go(history.page)}
        hasData={history.data !== null}
      >
        <Table caption="Shareholding transactions" hideCaption columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
        <Pagination page={history.data?.current_page ?? history.page} lastPage={history.data?.last_page ?? 1} onPageChange={go} disabled={history.loading} label="Shareholding transactions pages" />
      </LoadState>
    </Section>
  );
}
