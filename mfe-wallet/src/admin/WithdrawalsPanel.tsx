// Withdrawals (SA, ADMIN): by state, searched by member, newest first with "Load more". The state and the search are in
// the URL (`?status=&search=`); each row opens the withdrawal's own page (/dashboard/money/withdrawals/{id}), where it
// is retried or voided. An administrator's own withdrawal is marked Yours: another one decides on it.
import { Badge, formatNaira, formatRelativeTime, isYours, KeysetTable, MemberCell, type TableColumn, Tabs, useKeysetPages, useUrlParam, YoursMark } from '@coop/shared';
import type { AdminWithdrawal } from '@coop/api/contract';
import { WithdrawalStatusBadge } from '../components/WithdrawalStatusBadge';
import { adminApi, type AdminWithdrawalTab } from '../features/admin/api';
import { DetailLink } from './DetailLink';
import { withdrawalPath } from './paths';
import { MemberSearchField, useMemberSearch } from './SearchField';
import styles from './panelStyles';

const TABS: { id: AdminWithdrawalTab; label: string; empty: string }[] = [
  { id: 'pending', label: 'Pending', empty: 'No withdrawals are waiting for the bank' },
  { id: 'stuck', label: 'Stuck', empty: 'No withdrawals are stuck' },
  { id: 'reversed', label: 'Reversed', empty: 'No withdrawals have been reversed' },
  { id: 'confirmed', label: 'Confirmed', empty: 'No withdrawals have been confirmed yet' },
  { id: 'anomaly', label: 'Anomalies', empty: 'No withdrawal has been paid after it was reversed' },
];
const TAB_IDS = TABS.map((t) => t.id);

const COLUMNS: TableColumn<AdminWithdrawal>[] = [
  {
    key: 'member',
    header: 'Member',
    render: (row) => (
      <span className={styles.who}>
        <MemberCell name={row.member_name} email={row.member_email} />
        {isYours(row) && <YoursMark />}
      </span>
    ),
  },
  { key: 'amount', header: 'Amount', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'reference', header: 'Reference' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <span className={styles.actions}>
        <WithdrawalStatusBadge status={row.status} />
        {row.stuck && <Badge tone="warning">Stuck</Badge>}
        {row.anomaly && <Badge tone="danger">Anomaly</Badge>}
      </span>
    ),
  },
  { key: 'age', header: 'Age', render: (row) => formatRelativeTime(row.created_at), nowrap: true },
  {
    key: 'note',
    header: 'Note',
    render: (row) =>
      row.anomaly && row.amount_owed ? `Paid by the bank after it was reversed: the member owes ${formatNaira(row.amount_owed)}` : (row.failure_reason ?? ''),
  },
  { key: 'open', header: 'Actions', render: (row) => <DetailLink to={withdrawalPath(row.id)} label="Open" name={`Open withdrawal ${row.reference}`} /> },
];

function List({ tab, search }: { tab: AdminWithdrawalTab; search: string }) {
  const list = useKeysetPages((before, signal) => adminApi.withdrawals({ status: tab, search, before }, signal), `withdrawals-${tab}-${search}`, 0);
  const shown = TABS.find((t) => t.id === tab)!;
  return (
    <div className={styles.panel}>
      <KeysetTable list={list} caption={`${shown.label} withdrawals`} columns={COLUMNS} rowKey={(row) => row.id} loadingLabel="Loading withdrawals…" emptyTitle={search ? `No ${shown.label.toLowerCase()} withdrawal of a member matching “${search}”` : shown.empty} />
    </div>
  );
}

export default function WithdrawalsPanel() {
  const [tab, setTab] = useUrlParam<AdminWithdrawalTab>('status', TAB_IDS, 'pending');
  const search = useMemberSearch();
  return (
    <div className={styles.panel}>
      <MemberSearchField value={search.text} onChange={search.setText} />
      <Tabs
        label="Withdrawals by state"
        value={tab}
        onChange={(id) => setTab(id as AdminWithdrawalTab)}
        tabs={TABS.map((t) => ({ id: t.id, label: t.label, panel: t.id === tab ? <List tab={t.id} search={search.term} /> : null }))}
      />
    </div>
  );
}
