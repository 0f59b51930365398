// One withdrawal for an administrator (/dashboard/money/withdrawals/{id}): the member, the money, where it is paid (the
// number masked), what the provider said, Retry and Void when they are open, its history with who acted, and the
// administrators' requests about it from the audit trail. Read again whenever an action ends, done or refused.
import { Badge, ErrorState, formatDateTime, formatNaira, isYours, MemberCell, Section, Spinner, Table, useLoad, YoursMark, type TableColumn } from '@coop/shared';
import type { WithdrawalAdminAct, WithdrawalHistoryEntry } from '@coop/api/contract';
import { WithdrawalStatusBadge } from '../components/WithdrawalStatusBadge';
import { adminApi } from '../features/admin/api';
import { useWithdrawalActions } from '../features/admin/useWithdrawalActions';
import { useWalletVersion } from '../features/calls';
import { WithdrawalActions } from './WithdrawalActions';
import { actionLabel, historyLabel, OUTCOME_LABELS } from './withdrawalHistory';
import styles from './panelStyles';

const HISTORY: TableColumn<WithdrawalHistoryEntry>[] = [
  { key: 'at', header: 'When', render: (e) => formatDateTime(e.at), nowrap: true },
  { key: 'kind', header: 'What happened', render: (e) => historyLabel(e.kind) },
  { key: 'by', header: 'By', render: (e) => (e.by ? <MemberCell name={e.by.name} email={e.by.email} /> : 'The system') },
  { key: 'note', header: 'Note', render: (e) => e.note ?? '' },
];

const ACTS: TableColumn<WithdrawalAdminAct>[] = [
  { key: 'at', header: 'When', render: (a) => formatDateTime(a.at), nowrap: true },
  { key: 'action', header: 'Request', render: (a) => actionLabel(a.action) },
  { key: 'by', header: 'Administrator', render: (a) => (a.by ? <MemberCell name={`${a.by.name} (${a.by.role})`} email={a.by.email} /> : 'The system') },
  {
    key: 'outcome',
    header: 'Outcome',
    render: (a) => <Badge tone={a.outcome === 'done' ? 'success' : a.outcome === 'refused' ? 'warning' : 'danger'}>{OUTCOME_LABELS[a.outcome] ?? a.outcome}</Badge>,
  },
  { key: 'detail', header: 'Detail', render: (a) => a.detail ?? '' },
];

export function WithdrawalDetails({ withdrawalId }: { withdrawalId: number }) {
  const version = useWalletVersion();
  const actions = useWithdrawalActions(withdrawalId);
  const details = useLoad((signal) => adminApi.withdrawal(withdrawalId, signal), `admin-withdrawal-${withdrawalId}-${version}-${actions.refused}`);
  const withdrawal = details.data?.withdrawal.id === withdrawalId ? details.data.withdrawal : undefined;
  if (details.status === 'error' && !withdrawal) return <ErrorState message={details.message} onRetry={details.retry} />;
  if (!withdrawal) return <Spinner label="Loading the withdrawal…" />;
  const { member, bank_account: account, provider } = withdrawal;
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>Withdrawal {withdrawal.reference}</h2>
        <span className={styles.actions}>
          <WithdrawalStatusBadge status={withdrawal.status} />
          {withdrawal.stuck && <Badge tone="warning">Stuck</Badge>}
          {withdrawal.anomaly && <Badge tone="danger">Anomaly</Badge>}
          {isYours(withdrawal) && <YoursMark />}
        </span>
      </div>
      <dl className={styles.details}>
        <dt>Member</dt>
        <dd>
          <MemberCell name={member.name} email={member.email} />
          <span className={styles.meta}>{member.phone_no}</span>
        </dd>
        <dt>Amount</dt>
        <dd>{formatNaira(withdrawal.amount)}</dd>
        <dt>Fee</dt>
        <dd>{formatNaira(withdrawal.fee)}</dd>
        <dt>Bank account</dt>
        <dd>
          {account.bank_name} · {account.account_no} · {account.account_name}
        </dd>
        <dt>Requested</dt>
        <dd>{formatDateTime(withdrawal.created_at)}</dd>
        <dt>Deadline</dt>
        <dd>{formatDateTime(withdrawal.deadline_at)}</dd>
        <dt>Provider</dt>
        <dd>
          {provider.name}
          {provider.transfer_code && ` · ${provider.transfer_code}`} · last said: {provider.status ?? 'nothing yet'} · sent {provider.send_attempts} time
          {provider.send_attempts === 1 ? '' : 's'}
        </dd>
        {provider.last_error && (
          <>
            <dt>Provider error</dt>
            <dd>{provider.last_error}</dd>
          </>
        )}
        {withdrawal.failure_reason && (
          <>
            <dt>Reversed because</dt>
            <dd>{withdrawal.failure_reason}</dd>
          </>
        )}
        {withdrawal.anomaly && withdrawal.amount_owed && (
          <>
            <dt>Member owes</dt>
            <dd>{formatNaira(withdrawal.amount_owed)} (paid by the bank after it was reversed)</dd>
          </>
        )}
      </dl>
      <WithdrawalActions withdrawal={withdrawal} actions={actions} />
      <Section title="History">
        <Table caption="Withdrawal history" hideCaption columns={HISTORY} rows={withdrawal.history} rowKey={(_e, index) => index} />
      </Section>
      <Section title="Administrators’ requests">
        {withdrawal.administrator_acts.length ? (
          <Table caption="Administrators’ requests" hideCaption columns={ACTS} rows={withdrawal.administrator_acts} rowKey={(a) => a.id} />
        ) : (
          <p className={styles.meta}>No administrator has acted on it</p>
        )}
      </Section>
    </div>
  );
}
