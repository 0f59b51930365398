// Withdrawals (SA, ADMIN): by state, with Retry and Void for the ones still pending. The state and the page are in the
// URL (`?status=&page=`); an administrator's own withdrawal is marked Yours, with no buttons: another one decides.
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Badge, Button, formatNaira, formatRelativeTime, isYours, pageFrom, Pagination, Table, Tabs, type TableColumn, LoadState, useSearchParam } from '@coop/shared';
import type { AdminWithdrawal } from '@coop/api/contract';
import { WithdrawalStatusBadge } from '../components/WithdrawalStatusBadge';
import type { AdminWithdrawalTab } from '../features/admin/api';
import { selectAdminWithdrawals, selectWithdrawalAction } from '../features/admin/selectors';
import { adminWithdrawalsRequested, withdrawalActionRequested } from '../features/admin/slice';
import { VoidWithdrawalDialog } from './VoidWithdrawalDialog';
import { MemberCell } from '@coop/shared';
import { YoursInstead } from './YoursInstead';
import styles from './Panel.module.css';

const TABS: { id: AdminWithdrawalTab; label: string; empty: string }[] = [
  { id: 'pending', label: 'Pending', empty: 'No withdrawals are waiting for the bank' },
  { id: 'stuck', label: 'Stuck', empty: 'No withdrawals are stuck' },
  { id: 'reversed', label: 'Reversed', empty: 'No withdrawals have been reversed' },
  { id: 'confirmed', label: 'Confirmed', empty: 'No withdrawals have been confirmed yet' },
  { id: 'anomaly', label: 'Anomalies', empty: 'No withdrawal has been paid after it was reversed' },
];

const isPending = (w: AdminWithdrawal) => w.status === 'reserved' || w.status === 'sent';

function List({ tab, onPage }: { tab: AdminWithdrawalTab; onPage: (page: number) => void }) {
  const dispatch = useDispatch();
  const list = useSelector(selectAdminWithdrawals);
  const action = useSelector(selectWithdrawalAction);
  const [voiding, setVoiding] = useState<AdminWithdrawal | null>(null);
  const rows = list.tab === tab ? (list.data?.data ?? []) : [];
  const busy = action.pending !== null;

  const columns: TableColumn<AdminWithdrawal>[] = [
    {
      key: 'member',
      header: 'Member',
      render: (row) => <MemberCell name={row.member_name} email={row.member_email} />,
    },
    { key: 'amount', header: 'Amount', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
    { key: 'reference', header: 'Reference' },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <span className={styles.actions}>
          <WithdrawalStatusBadge status={row.status} />
          {row.anomaly && <Badge tone="danger">Anomaly</Badge>}
        </span>
      ),
    },
    { key: 'age', header: 'Age', render: (row) => formatRelativeTime(row.created_at), nowrap: true },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) =>
        isPending(row) && isYours(row) ? (
          <YoursInstead thing="withdrawal" />
        ) : isPending(row) ? (
          <span className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => dispatch(withdrawalActionRequested({ kind: 'retry', id: row.id }))}
              loading={action.pending?.id === row.id && action.pending.kind === 'retry'}
              disabled={busy}
              aria-label={`Retry ${row.reference}`}
            >
              Retry
            </Button>
            <Button
              variant="danger"
              onClick={() => setVoiding(row)}
              loading={action.pending?.id === row.id && action.pending.kind === 'void'}
              disabled={busy}
              aria-label={`Void ${row.reference}`}
            >
              Void
            </Button>
          </span>
        ) : row.anomaly && row.amount_owed ? (
          `Paid by the bank after it was reversed: the member owes ${formatNaira(row.amount_owed)}`
        ) : (
          (row.failure_reason ?? '')
        ),
    },
  ];

  const confirmVoid = (reason: string) => {
    if (!voiding) return;
    dispatch(withdrawalActionRequested({ kind: 'void', id: voiding.id, reason }));
    setVoiding(null);
  };

  return (
    <div className={styles.panel}>
      <LoadState
        loading={list.loading || list.tab !== tab}
        error={list.tab === tab ? list.error : null}
        hasData={list.tab === tab && list.data !== null}
        empty={rows.length === 0}
        loadingLabel="Loading withdrawals…"
        emptyTitle={TABS.find((t) => t.id === tab)?.empty}
        onRetry={() => dispatch(adminWithdrawalsRequested({ tab, page: list.page }))}
      >
        <Table caption={`${TABS.find((t) => t.id === tab)?.label} withdrawals`} hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Pagination
          page={list.data?.current_page ?? list.page}
          lastPage={list.data?.last_page ?? 1}
          onPageChange={onPage}
          label="Withdrawals pages"
          disabled={list.loading}
        />
      </LoadState>
      <VoidWithdrawalDialog withdrawal={voiding} onConfirm={confirmVoid} onClose={() => setVoiding(null)} />
    </div>
  );
}

export default function WithdrawalsPanel() {
  const dispatch = useDispatch();
  const action = useSelector(selectWithdrawalAction);
  const [status, setStatus] = useSearchParam('status');
  const [pageText, setPage] = useSearchParam('page');
  const tab = TABS.find((t) => t.id === status)?.id ?? 'pending';
  const page = pageFrom(pageText);

  useEffect(() => {
    dispatch(adminWithdrawalsRequested({ tab, page }));
  }, [tab, page, dispatch]);

  return (
    <div className={styles.panel}>
      {action.message && (
        <p className={styles.message} role="status">
          {action.message}
        </p>
      )}
      {action.error && (
        <p className={styles.error} role="alert">
          {action.error}
        </p>
      )}
      <Tabs
        label="Withdrawals by state"
        value={tab}
        onChange={(id) => setStatus(id, { drop: ['page'] })}
        tabs={TABS.map((t) => ({ id: t.id, label: t.label, panel: <List tab={t.id} onPage={(next) => setPage(String(next))} /> }))}
      />
    </div>
  );
}
