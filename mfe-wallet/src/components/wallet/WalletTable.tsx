import { useState } from 'react';
import { formatDateTime, formatNaira, Pagination, Table, type TableColumn, LoadState, Section, useLoad } from '@coop/shared';
import type { WalletEntry } from '@coop/api/contract';
import { walletApi } from '../../features/wallet/api';
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

/** "Wallet Table" (facts §3.5), paginated; read again whenever `readKey` changes (after money moved). */
export function WalletTable({ readKey }: { readKey: string }) {
  const [page, setPage] = useState(1);
  const history = useLoad((signal) => walletApi.history(page, signal), `wallet-history-${page}-${readKey}`);
  const loading = history.status === 'loading';
  const rows = history.data?.data ?? [];
  return (
    <Section title="Wallet Table">
      <LoadState
        loading={loading}
        error={history.status === 'error' ? history.message : null}
        hasData={history.data !== undefined}
        empty={rows.length === 0}
        loadingLabel="Loading wallet history…"
        emptyTitle={NO_RECORD}
        onRetry={history.retry}
      >
        <Table caption="Wallet Table" hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Pagination page={history.data?.current_page ?? page} lastPage={history.data?.last_page ?? 1} onPageChange={setPage} label="Wallet Table pages" disabled={loading} />
      </LoadState>
    </Section>
  );
}
