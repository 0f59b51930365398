// Savings totals (SA, ADMIN): what the members hold in each savings product, how many hold it, and the active liens.
import { Button, formatNaira, LoadState, Stat, Table, useLoad, type TableColumn } from '@coop/shared';
import { savingsAdminApi } from '../features/admin/api';
import { calls } from '../features/calls';
import type { SavingsProductTotal, SavingsTotalsReply } from '@coop/api/contract';
import { plural } from './plural';
import styles from '@coop/shared/styles/panel.module.css';

type ProductRow = SavingsProductTotal & { product: string; label: string };

/** The products in the order members see them; shares stand apart from the savings total. */
export function productRows(totals: SavingsTotalsReply): ProductRow[] {
  return [
    { product: 'regular', label: 'Regular savings', ...totals.regular },
    { product: 'target', label: `Target savings (${plural(totals.target.active_targets, 'active target')})`, ...totals.target },
    { product: 'save_to_loan', label: 'Save to loan', ...totals.save_to_loan },
    { product: 'shares', label: 'Shareholdings', ...totals.shares },
  ];
}

const columns: TableColumn<ProductRow>[] = [
  { key: 'label', header: 'Product' },
  { key: 'members', header: 'Members', render: (row) => row.members.toLocaleString('en-NG'), align: 'end' },
  { key: 'balance', header: 'Balance', render: (row) => formatNaira(row.balance), align: 'end', nowrap: true },
];

export default function SavingsTotalsPanel() {
  const version = calls.useVersion();
  const totals = useLoad(savingsAdminApi.totals, `savings-totals-${version}`);
  const data = totals.data ?? null;
  const loading = totals.status === 'loading';
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={totals.retry} loading={loading && data !== null}>
          Refresh
        </Button>
      </div>
      <LoadState
        loading={loading}
        error={totals.status === 'error' ? totals.message : null}
        hasData={data !== null}
        empty={false}
        loadingLabel="Loading the savings totals…"
        emptyTitle="No savings yet"
        onRetry={totals.retry}
      >
        {data && (
          <>
            <div className={styles.moneyStats}>
              <Stat label="Total savings" value={formatNaira(data.total_savings)} hint="Regular, target and save to loan" tone="primary" />
              <Stat label="Active liens" value={data.liens.count.toLocaleString('en-NG')} hint={plural(data.liens.members, 'member')} />
              <Stat label="Amount under lien" value={formatNaira(data.liens.amount)} />
            </div>
            <Table caption="Savings by product" hideCaption columns={columns} rows={productRows(data)} rowKey={(row) => row.product} />
          </>
        )}
      </LoadState>
    </div>
  );
}
