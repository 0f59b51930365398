// Autosave runs (SA, ADMIN): plans with autosave on, due now and paused; charges and failures over the last day and
// week; the latest failures with the member, the plan, the amount and the reason.
import { Button, EmptyState, formatDateTime, formatNaira, LoadState, Stat, Table, useLoad, type TableColumn } from '@coop/shared';
import { savingsAdminApi } from '../features/admin/api';
import { calls } from '../features/calls';
import type { AutosaveFailure } from '@coop/api/contract';
import { MemberCell } from '@coop/shared';
import { planName } from './planName';
import styles from '@coop/shared/styles/panel.module.css';

const columns: TableColumn<AutosaveFailure>[] = [
  { key: 'member', header: 'Member', render: (row) => <MemberCell name={row.name} email={row.email} /> },
  { key: 'plan', header: 'Plan', render: (row) => planName(row.kind, row.target_name) },
  { key: 'amount', header: 'Amount', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'reason', header: 'Reason', render: (row) => row.reason ?? 'Not given' },
  { key: 'at', header: 'Time', render: (row) => formatDateTime(row.at), nowrap: true },
];

export default function AutosaveRunsPanel() {
  const version = calls.useVersion();
  const report = useLoad(savingsAdminApi.autosave, `autosave-runs-${version}`);
  const data = report.data ?? null;
  const loading = report.status === 'loading';
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={report.retry} loading={loading && data !== null}>
          Refresh
        </Button>
      </div>
      <LoadState
        loading={loading}
        error={report.status === 'error' ? report.message : null}
        hasData={data !== null}
        empty={false}
        loadingLabel="Loading the autosave runs…"
        emptyTitle="No autosave plans yet"
        onRetry={report.retry}
      >
        {data && (
          <>
            <div className={styles.stats}>
              <Stat label="Autosave on" value={data.plans.autosave_on} />
              <Stat label="Due now" value={data.plans.due_now} />
              <Stat label="Paused" value={data.plans.paused} />
            </div>
            <div className={styles.stats}>
              <Stat label="Charged (24 hours)" value={data.runs.last_24_hours.charged} />
              <Stat label="Failed (24 hours)" value={data.runs.last_24_hours.failed} />
              <Stat label="Charged (7 days)" value={data.runs.last_7_days.charged} />
              <Stat label="Failed (7 days)" value={data.runs.last_7_days.failed} />
            </div>
            <h3 className={styles.subhead}>Recent failures</h3>
            {data.recent_failures.length === 0 ? (
              <EmptyState title="No autosave charge has failed recently" />
            ) : (
              <Table caption="Recent autosave failures" hideCaption columns={columns} rows={data.recent_failures} rowKey={(row) => row.run_id} />
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
