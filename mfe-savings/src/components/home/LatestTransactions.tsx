import { Card, formatDateTime, formatNaira, Link, LoadState, StatusBadge, Table, type TableColumn, useLoad } from '@coop/shared';
import type { TransactionRow } from '@coop/api/contract';
import { TRANSACTION_TYPE } from '../transactionType';
import { homeApi } from '../../features/home/api';
import styles from './home.module.css';

const COLUMNS: TableColumn<TransactionRow>[] = [
  { key: 'category', header: 'CATEGORY', render: (row) => row.category_label },
  { key: 'type', header: 'TYPE', render: (row) => <StatusBadge map={TRANSACTION_TYPE} status={row.transaction_type} /> },
  { key: 'amount', header: 'AMOUNT', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'date', header: 'DATE', render: (row) => formatDateTime(row.entry_date), nowrap: true },
];

/** "Latest Transactions" (facts §3.2): the first rows of `transactions/details`, and "See All" → /transactions. */
export function LatestTransactions() {
  const latest = useLoad(async () => (await homeApi.latest()).data ?? [], 'latest');
  return (
    <Card
      title="Latest Transactions"
      actions={
        <Link to="/transactions" className={styles.statLink}>
          See All
        </Link>
      }
    >
      <LoadState
        loading={latest.status === 'loading'}
        error={latest.status === 'error' ? latest.message : null}
        empty={(latest.data ?? []).length === 0}
        loadingLabel="Loading your latest transactions…"
        emptyTitle="No Record Found"
        emptyDescription="Your transactions will show here."
        onRetry={latest.retry}
        hasData={latest.data !== undefined}
      >
        <Table caption="Latest Transactions" hideCaption columns={COLUMNS} rows={latest.data ?? []} rowKey={(row) => row.id} />
      </LoadState>
    </Card>
  );
}
