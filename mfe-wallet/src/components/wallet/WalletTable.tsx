import { useDispatch, useSelector } from 'react-redux';
import { formatDateTime, formatNaira, Pagination, Table, type TableColumn, LoadState, Section } from '@coop/shared';
import type { WalletEntry } from '@coop/api/contract';
import { selectHistory } from '../../features/wallet/selectors';
import { historyRequested } from '../../features/wallet/slice';
import { DirectionBadge } from '../DirectionBadge';

export const NO_RECORD = 'No Record Found';

const columns: TableColumn<WalletEntry>[] = [
  { key: 'id', header: 'I.D', render: (row) => `Fin${row.id}`, nowrap: true },
  { key: 'type', header: 'TYPE', render: (row) => row.category_label },
  { key: 'amount', header: 'AMOUNT', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'payment_method', header: 'PAYMENT METHOD' },
  { key: 'transaction', header: 'TRANSACTION', render: (row) => <DirectionBadge type={row.wallet_type} status={(row as WalletEntry & { status?: string }).status} /> },
  { key: 'date', header: 'DATE', render: (row) => formatDateTime(row.entry_date), nowrap: true },
];

/** "Wallet Table" (facts §3.5), paginated. */
export function WalletTable() {
  const history = useSelector(selectHistory);
  const dispatch = useDispatch();
  const load = (page: number) => dispatch(historyRequested({ page }));
  const rows = history.data?.data ?? [];
  return (
    <Section title="Wallet Table">
      <LoadState
        loading={history.loading}
        error={history.error}
        hasData={history.data !== null}
        empty={rows.length === 0}
        loadingLabel="Loading wallet history…"
        emptyTitle={NO_RECORD}
        onRetry={() => load(history.page)}
      >
        <Table caption="Wallet Table" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Pagination page={history.data?.current_page ?? history.page} lastPage={history.data?.last_page ?? 1} onPageChange={load} label="Wallet Table pages" disabled={history.loading} />
      </LoadState>
    </Section>
  );
}
