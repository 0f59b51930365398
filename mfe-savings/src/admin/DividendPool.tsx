// The dividend pool: what it holds (declarations are paid from it and may not exceed it), what each society account it
// can be funded from holds, and the form that proposes funding it.
import { formatNaira, LoadState, Stat, useLoad } from '@coop/shared';
import { savingsAdminApi } from '../features/admin/api';
import { FundPoolForm } from './FundPoolForm';
import styles from '@coop/shared/styles/panel.module.css';

const loadPool = (signal: AbortSignal) => savingsAdminApi.pool(signal);

export function DividendPool() {
  const pool = useLoad(loadPool, 'dividend-pool');
  return (
    <section aria-label="Dividend pool" className={styles.panel}>
      <h3 className={styles.subhead}>Dividend pool</h3>
      <LoadState
        loading={pool.status === 'loading'}
        error={pool.status === 'error' ? pool.message : null}
        hasData={pool.data !== undefined}
        empty={false}
        loadingLabel="Loading the dividend pool…"
        emptyTitle="No dividend pool"
        onRetry={pool.retry}
      >
        {pool.data && (
          <>
            <div className={styles.moneyStats}>
              <Stat label="In the dividend pool" value={formatNaira(pool.data.pool_balance)} hint="A dividend is paid from it and may not be larger" tone="primary" />
            </div>
            <h4 className={styles.subhead}>Fund the dividend pool</h4>
            <FundPoolForm sources={pool.data.sources} />
          </>
        )}
      </LoadState>
    </section>
  );
}
