// Savings totals (SA, ADMIN): what the members hold in each savings product, how many hold it, and the active liens.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, formatNaira, LoadState, Stat, Table, type TableColumn } from '@coop/shared';
import { selectSavingsTotals } from '../features/admin/selectors';
import { totalsRequested } from '../features/admin/slice';
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
  const dispatch = useDispatch();
  const totals = useSelector(selectSavingsTotals);
  useEffect(() => {
    dispatch(totalsRequested());
  }, [dispatch]);
  const data = totals.data;
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => dispatch(totalsRequested())} loading={totals.loading && data !== null}>
          Refresh
        </Button>
      </div>
      <LoadState
        loading={totals.loading}
        error={totals.error}
        hasData={data !== null}
        empty={false}
        loadingLabel="Loading the savings totals…"
        emptyTitle="No savings yet"
        onRetry={() => dispatch(totalsRequested())}
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
