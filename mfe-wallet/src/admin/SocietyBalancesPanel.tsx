// Society balances (SA, ADMIN): the society's own accounts and the members' accounts summed by purpose.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, formatNaira, Table, type TableColumn, LoadState } from '@coop/shared';
import type { SocietyBalance } from '@coop/api/contract';
import { selectSocietyBalances } from '../features/admin/selectors';
import { balancesRequested } from '../features/admin/slice';
import styles from './panelStyles';

const columns: TableColumn<SocietyBalance>[] = [
  { key: 'label', header: 'Account' },
  { key: 'balance', header: 'Balance', render: (row) => formatNaira(row.balance), align: 'end', nowrap: true },
];

export default function SocietyBalancesPanel() {
  const dispatch = useDispatch();
  const balances = useSelector(selectSocietyBalances);
  useEffect(() => {
    dispatch(balancesRequested());
  }, [dispatch]);
  const rows = balances.data ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => dispatch(balancesRequested())} loading={balances.loading && balances.data !== null}>
          Refresh
        </Button>
      </div>
      <LoadState
        loading={balances.loading}
        error={balances.error}
        hasData={balances.data !== null}
        empty={rows.length === 0}
        loadingLabel="Loading society balances…"
        emptyTitle="No accounts yet"
        onRetry={() => dispatch(balancesRequested())}
      >
        <Table caption="Society balances" hideCaption columns={columns} rows={rows} rowKey={(row) => row.purpose} />
      </LoadState>
    </div>
  );
}
