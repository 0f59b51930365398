// Member savings (SA, ADMIN): one member's savings at a glance, found by e-mail: the balance of each package,
// the plans and targets with their autosave, the liens and the latest savings movements. The e-mail looked up is in
// the URL (`?email=`), so a reload or a shared link shows the same member.
import { useState, type FormEvent } from 'react';
import {
  Badge, Button, EmptyState, ErrorState, formatDate, formatDateTime, formatNaira, isEmail, Spinner, Stat, Table, TextField, type TableColumn, useLoad, useSearchParam,
} from '@coop/shared';
import type { AdminSavingsLien, AdminSavingsPlan, AdminSavingsTransaction, SavingsMemberReply } from '@coop/api/contract';
import { savingsAdminApi } from '../features/admin/api';
import { calls } from '../features/calls';
import { planName } from './planName';
import styles from '@coop/shared/styles/panel.module.css';

function autosaveBadge(plan: AdminSavingsPlan) {
  if (plan.status !== 'active') return <Badge tone="neutral">{plan.status === 'completed' ? 'Completed' : 'Stopped'}</Badge>;
  if (!plan.auto_status) return <Badge tone="neutral">Autosave off</Badge>;
  if (plan.paused) return <Badge tone="danger">Paused ({plan.consecutive_failures} failures)</Badge>;
  return <Badge tone="success">Autosave on</Badge>;
}

const planColumns: TableColumn<AdminSavingsPlan>[] = [
  { key: 'plan', header: 'Plan', render: (row) => planName(row.kind, row.target_name) },
  { key: 'balance', header: 'Balance', render: (row) => formatNaira(row.balance), align: 'end', nowrap: true },
  { key: 'amount', header: 'Autosave amount', render: (row) => `${formatNaira(row.amount)} ${row.frequency.toLowerCase()}`, nowrap: true },
  { key: 'autosave', header: 'Autosave', render: autosaveBadge },
  { key: 'next', header: 'Next charge', render: (row) => (row.next_run_at ? formatDateTime(row.next_run_at) : '—'), nowrap: true },
  { key: 'end', header: 'Target', render: (row) => (row.targeted_amount ? `${formatNaira(row.targeted_amount)} by ${formatDate(row.end_date)}` : '—') },
];

const LIEN_REASONS: Record<AdminSavingsLien['reason'], string> = { loan_cover: 'Loan cover', guarantee: 'Guarantee' };

const lienColumns: TableColumn<AdminSavingsLien>[] = [
  { key: 'reason', header: 'Reason', render: (row) => LIEN_REASONS[row.reason] ?? row.reason },
  { key: 'reference', header: 'Reference' },
  { key: 'amount', header: 'Amount', render: (row) => formatNaira(row.amount), align: 'end', nowrap: true },
  { key: 'created_at', header: 'Since', render: (row) => formatDate(row.created_at), nowrap: true },
];

const transactionColumns: TableColumn<AdminSavingsTransaction>[] = [
  { key: 'date_time', header: 'Date', render: (row) => formatDateTime(row.date_time), nowrap: true },
  { key: 'description', header: 'Description', render: (row) => row.description || row.category_label },
  { key: 'reference', header: 'Reference' },
  {
    key: 'amount',
    header: 'Amount',
    render: (row) => `${row.transaction_type === 'debit' ? '−' : '+'}${formatNaira(row.amount)}`,
    align: 'end',
    nowrap: true,
  },
];

function MemberSavings({ data }: { data: SavingsMemberReply }) {
  const { member, balances } = data;
  return (
    <>
      <p className={styles.message}>
        {member.name} · {member.email} · {member.member_status ? 'Member' : 'Not a member'}
      </p>
      <div className={styles.moneyStats}>
        <Stat label="Regular savings" value={formatNaira(balances.regular)} />
        <Stat label="Target savings" value={formatNaira(balances.target)} />
        <Stat label="Save to loan" value={formatNaira(balances.save_to_loan)} />
        <Stat label="Shareholdings" value={formatNaira(balances.shares)} />
        <Stat label="Wallet" value={formatNaira(balances.wallet)} />
        <Stat label="Pledged" value={formatNaira(balances.pledged)} />
      </div>
      <h3 className={styles.subhead}>Plans and targets</h3>
      {data.plans.length === 0 ? (
        <EmptyState title="No savings plans or targets" />
      ) : (
        <Table caption="Plans and targets" hideCaption columns={planColumns} rows={data.plans} rowKey={(row) => row.id} />
      )}
      <h3 className={styles.subhead}>Liens</h3>
      {data.liens.length === 0 ? (
        <EmptyState title="No active liens" />
      ) : (
        <Table caption="Liens" hideCaption columns={lienColumns} rows={data.liens} rowKey={(row) => row.id} />
      )}
      <h3 className={styles.subhead}>Latest savings transactions</h3>
      {data.transactions.length === 0 ? (
        <EmptyState title="No savings transactions yet" />
      ) : (
        <Table caption="Latest savings transactions" hideCaption columns={transactionColumns} rows={data.transactions} rowKey={(row) => row.id} />
      )}
    </>
  );
}

export default function MemberSavingsPanel() {
  const version = calls.useVersion();
  const [looked, setLooked] = useSearchParam('email');
  const [email, setEmail] = useState(looked ?? '');
  const [error, setError] = useState<string | undefined>();
  const lookup = looked && isEmail(looked) ? looked : null;
  const member = useLoad(async () => ({ email: lookup, reply: await savingsAdminApi.member(lookup ?? '') }), `member-${lookup}-${version}`, lookup !== null);
  const loading = member.status === 'loading';
  // another member's figures never show while this one loads, nor beside a failure
  const data = member.status !== 'error' && member.data?.email === lookup ? member.data.reply : null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!isEmail(typed)) {
      setError('Enter the member’s e-mail address');
      return;
    }
    setError(undefined);
    // the same e-mail again reloads it; a new one goes into the URL, which loads it
    if (typed === looked) member.retry();
    else setLooked(typed);
  };

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={search} noValidate aria-label="Find a member’s savings">
        <TextField label="Member’s e-mail" name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
        <div className={`${styles.row} ${styles.full}`}>
          <Button type="submit" loading={loading}>
            Show savings
          </Button>
        </div>
      </form>
      {member.status === 'error' && <ErrorState message={member.message} onRetry={member.retry} />}
      {loading && !data && <Spinner label="Loading the member’s savings…" />}
      {data && <MemberSavings data={data} />}
    </div>
  );
}
