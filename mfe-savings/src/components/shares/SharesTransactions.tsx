import { useState } from 'react';
import { asPaginator, Badge, formatDateTime, formatNaira, LoadState, Pagination, Section, Table, useLoad, type TableColumn } from '@coop/shared';
import type { SavingsTransaction } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { sharesApi } from '../../features/shares/api';

const COLUMNS: TableColumn<SavingsTransaction>[] = [
  { key: 'id', header: 'ID', render: (row) => `SES${row.id}`, nowrap: true },
  { key: 'amount', header: 'AMOUNT', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'type', header: 'TYPE', render: (row) => <Badge tone={row.transaction_type === 'credit' ? 'success' : 'danger'}>{row.transaction_type === 'credit' ? 'Credit' : 'Debit'}</Badge> },
  { key: 'date', header: 'DATE', render: (row) => formatDateTime(row.date_time), nowrap: true },
];

/** "Latest Transactions" of the shares (facts §3.4), paginated. */
export function SharesTransactions() {
  const version = calls.useVersion();
  const [page, setPage] = useState(1);
  const history = useLoad(() => sharesApi.history(page).then((reply) => asPaginator<SavingsTransaction>(reply)), `shares-history-${page}-${version}`);
  const loading = history.status === 'loading';
  const rows = history.data?.data ?? [];
  return (
    <Section title="Latest Transactions">
      <LoadState
        loading={loading}
        error={history.status === 'error' ? history.message : null}
        empty={rows.length === 0}
        loadingLabel="Loading your shareholding transactions…"
        emptyTitle="No Record Found"
        emptyDescription="Your shareholding payments will show here."
        onRetry={history.retry}
        hasData={history.data !== undefined}
      >
        <Table caption="Shareholding transactions" hideCaption columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
        <Pagination page={history.data?.current_page ?? page} lastPage={history.data?.last_page ?? 1} onPageChange={setPage} disabled={loading} label="Shareholding transactions pages" />
      </LoadState>
    </Section>
  );
}
