// Autosave runs (SA, ADMIN): plans with autosave on, due now and paused; charges and failures over the last day and
// week; the latest failures with the member, the plan, the amount and the reason.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, EmptyState, formatDateTime, formatNaira, LoadState, Stat, Table, type TableColumn } from '@coop/shared';
import { selectAutosaveReport } from '../features/admin/selectors';
import { autosaveRequested } from '../features/admin/slice';
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
  const dispatch = useDispatch();
  const report = useSelector(selectAutosaveReport);
  useEffect(() => {
    dispatch(autosaveRequested());
  }, [dispatch]);
  const data = report.data;
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => dispatch(autosaveRequested())} loading={report.loading && data !== null}>
          Refresh
        </Button>
      </div>
      <LoadState
        loading={report.loading}
        error={report.error}
        hasData={data !== null}
        empty={false}
        loadingLabel="Loading the autosave runs…"
        emptyTitle="No autosave plans yet"
        onRetry={() => dispatch(autosaveRequested())}
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
