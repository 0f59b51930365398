import { useState } from 'react';
import { asPaginator, formatDateTime, formatNaira, PagedTable, Section, StatusBadge, type TableColumn, useLoad } from '@coop/shared';
import type { SavingsTransaction } from '@coop/api/contract';
import { TRANSACTION_TYPE } from '../transactionType';
import { calls } from '../../features/calls';
import { sharesApi } from '../../features/shares/api';

const COLUMNS: TableColumn<SavingsTransaction>[] = [
  { key: 'id', header: 'ID', render: (row) => `SES${row.id}`, nowrap: true },
  { key: 'amount', header: 'AMOUNT', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'type', header: 'TYPE', render: (row) => <StatusBadge map={TRANSACTION_TYPE} status={row.transaction_type} /> },
  { key: 'date', header: 'DATE', render: (row) => formatDateTime(row.date_time), nowrap: true },
];

/** "Latest Transactions" of the shares (facts §3.4), paginated. */
export function SharesTransactions() {
  const version = calls.useVersion();
  const [page, setPage] = useState(1);
  const history = useLoad(() => sharesApi.history(page).then((reply) => asPaginator<SavingsTransaction>(reply)), `shares-history-${page}-${version}`);
  return (
    <Section title="Latest Transactions">
      <PagedTable load={history} page={page} onPageChange={setPage} caption="Shareholding transactions" hideCaption columns={COLUMNS} rowKey={(row) => row.id} loadingLabel="Loading your shareholding transactions…" emptyTitle="No Record Found" emptyDescription="Your shareholding payments will show here." />
    </Section>
  );
}
