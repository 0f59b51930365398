// Savings totals (SA, ADMIN): what the members hold in each savings product, how many hold it, and the active liens.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, formatNaira, LoadState, Stat, Table, type TableColumn } from '@coop/shared';
import { selectSavingsTotals } from '../features/admin/selectors';
import { totalsRequested } from '../features/admin/slice';
import type { AdminSavingsTotals } from '../features/admin/types';
import styles from './Panel.module.css';

type ProductRow = AdminSavingsTotals['products'][number];

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
            <div className={styles.stats}>
              <Stat label="Members saving" value={data.members.toLocaleString('en-NG')} />
              <Stat label="Active liens" value={data.liens.count.toLocaleString('en-NG')} />
              <Stat label="Amount under lien" value={formatNaira(data.liens.amount)} />
            </div>
            <Table caption="Savings by product" hideCaption columns={columns} rows={data.products} rowKey={(row) => row.product} />
          </>
        )}
      </LoadState>
    </div>
  );
}
