// The dividends already paid, newest first, in keyset pages ("Load more"); each row opens its allocations at
// /dashboard/savings/dividends/{id}.
import { formatDateTime, formatNaira, KeysetTable, Link, type TableColumn, useKeysetPages } from '@coop/shared';
import type { Dividend } from '@coop/api/contract';
import { savingsAdminApi } from '../features/admin/api';
import { dividendPath } from './paths';
import styles from '@coop/shared/styles/panel.module.css';

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
  const history = useKeysetPages((before, signal) => savingsAdminApi.dividends(before, signal), 'dividends', 0);
  return (
    <section aria-label="Paid dividends" className={styles.panel}>
      <h3 className={styles.subhead}>Paid dividends</h3>
      <KeysetTable list={history} caption="Paid dividends" columns={columns} rowKey={(row) => row.id} loadingLabel="Loading the paid dividends…" emptyTitle="No dividend has been paid yet" />
    </section>
  );
}
