// Society balances (SA, ADMIN): the society's own accounts and the members' accounts summed by purpose.
import { useState } from 'react';
import { Button, formatNaira, Table, type TableColumn, LoadState, useLoad } from '@coop/shared';
import type { SocietyBalance } from '@coop/api/contract';
import { adminApi } from '../features/admin/api';
import { useWalletVersion } from '../features/calls';
import styles from './panelStyles';

const columns: TableColumn<SocietyBalance>[] = [
  { key: 'label', header: 'Account' },
  { key: 'balance', header: 'Balance', render: (row) => formatNaira(row.balance), align: 'end', nowrap: true },
];

export default function SocietyBalancesPanel() {
  const version = useWalletVersion();
  const [refreshes, setRefreshes] = useState(0);
  const balances = useLoad((signal) => adminApi.balances(signal), `society-balances-${version}-${refreshes}`);
  const refresh = () => setRefreshes((n) => n + 1);
  const loading = balances.status === 'loading';
  const rows = balances.data ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={refresh} loading={loading && balances.data !== undefined}>
          Refresh
        </Button>
      </div>
      <LoadState
        loading={loading}
        error={balances.status === 'error' ? balances.message : null}
        hasData={balances.data !== undefined}
        empty={rows.length === 0}
        loadingLabel="Loading society balances…"
        emptyTitle="No accounts yet"
        onRetry={refresh}
      >
        <Table caption="Society balances" hideCaption columns={columns} rows={rows} rowKey={(row) => row.purpose} />
      </LoadState>
    </div>
  );
}
