// One loan for an administrator to decide on, as a page of its own (/dashboard/loans/{id}, a link a colleague can
// open): guarantors, the group's approvals, the borrower's savings, the audit trail (who did what when), the business
// picture; Approve, Decline (with a reason), Disburse — each confirmed, with an Idempotency-Key, the API's refusal
// shown as it says it — and the offer on a business request. The administrator's own case (their loan, one they
// guarantee) is marked "Yours" with no decisions; a loan above the two-administrator threshold says why its approver
// may not disburse it.
import { useState } from 'react';
import { Button, ErrorState, formatDateTime, formatNaira, isYours, Section, Spinner, StatusBadge, Table, type TableColumn, TextField, useLoad, YoursMark, YoursNote } from '@coop/shared';
import type { AdminLoanDetailsReply, LoanEventRow, LoanGuarantorRow } from '@coop/api/contract';
import { ConfirmAction } from '../components/ConfirmAction';
import { GUARANTOR_STATUS, LOAN_STATUS } from '../components/status';
import { useCall, useLoansVersion } from '../components/useCall';
import { loansAdminApi } from '../features/admin/api';
import { OfferForm } from './OfferForm';
import { secondAdminReason } from './secondAdmin';
import { useSignedInId } from './useSignedInId';
import styles from './panelStyles';

const GUARANTORS: TableColumn<LoanGuarantorRow>[] = [
  { key: 'name', header: 'Guarantor', render: (g) => `${g.first_name} ${g.last_name}` },
  { key: 'asked', header: 'Asked', render: (g) => formatNaira(g.guaranteed_amount), align: 'end', nowrap: true },
  { key: 'held', header: 'Held now', render: (g) => formatNaira(g.held), align: 'end', nowrap: true },
  { key: 'status', header: 'Answer', render: (g) => <StatusBadge map={GUARANTOR_STATUS} status={g.status} /> },
];
const EVENTS: TableColumn<LoanEventRow>[] = [
  { key: 'at', header: 'When', render: (e) => formatDateTime(e.at), nowrap: true },
  { key: 'who', header: 'Who', render: (e) => e.actor?.name ?? 'System' },
  { key: 'what', header: 'What', render: (e) => `${e.action.replace(/_/g, ' ')}${e.note ? `: ${e.note}` : ''}` },
];

type Action = 'approve' | 'decline' | 'disburse';

function Facts({ data }: { data: AdminLoanDetailsReply }) {
  const { loan, approvals, borrower_savings: savings } = data;
  return (
    <dl className={styles.details}>
      <dt>Borrower</dt>
      <dd>
        {loan.borrower.name} ({loan.borrower.email})
      </dd>
      {loan.business_name && (
        <>
          <dt>Business</dt>
          <dd>{loan.business_name}</dd>
        </>
      )}
      <dt>Amount</dt>
      <dd>
        {formatNaira(loan.amount)}
        {loan.total && loan.total !== loan.amount ? ` · to repay ${formatNaira(loan.total)}` : ''}
      </dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge map={LOAN_STATUS} status={loan.status} />
      </dd>
      {approvals && (
        <>
          <dt>Group approvals</dt>
          <dd>
            {approvals.approvals} of {approvals.quorum} (declined {approvals.declines})
          </dd>
        </>
      )}
      <dt>Borrower’s savings</dt>
      <dd>
        Regular {formatNaira(savings.regular)}, save to loan {formatNaira(savings.save_to_loan)}, pledged {formatNaira(savings.pledged)}, shares {formatNaira(savings.shares)}, wallet{' '}
        {formatNaira(savings.wallet)}
      </dd>
      {loan.outstanding !== '0.00' && (
        <>
          <dt>Outstanding</dt>
          <dd>
            {formatNaira(loan.outstanding)}
            {loan.days_overdue > 0 ? ` · ${formatNaira(loan.overdue_amount)} overdue ${loan.days_overdue} days` : ''}
          </dd>
        </>
      )}
    </dl>
  );
}

function Decisions({ data }: { data: AdminLoanDetailsReply }) {
  const { loan } = data;
  const me = useSignedInId();
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const act = useCall(`admin-${asking ?? ''}-${loan.id}`);
  const run = (action: Action) => {
    act.run({ method: 'POST', path: `admin/loans/${loan.id}/${action}`, money: true, body: action === 'decline' ? { reason } : {}, successMessage: 'Done' });
    setAsking(null);
  };
  if (isYours(loan)) return <YoursNote thing="loan (you borrow it or guarantee it)" />;
  const approverMayNotDisburse = loan.needs_second_admin && loan.approved_by !== null && loan.approved_by.id === me;
  const offerNeeded = loan.kind === 'business' && loan.status === 0;
  return (
    <div className={styles.panel}>
      {loan.needs_second_admin && (
        <p className={styles.message}>
          <strong>Needs a second administrator.</strong> {secondAdminReason(loan, me)}
        </p>
      )}
      {offerNeeded && <OfferForm request={loan} />}
      <div className={styles.row}>
        {loan.status === 2 && <Button onClick={() => setAsking('approve')}>Approve</Button>}
        {loan.status === 1 && !approverMayNotDisburse && <Button onClick={() => setAsking('disburse')}>Disburse</Button>}
        {[0, 1, 2].includes(loan.status) && (
          <Button variant="danger" onClick={() => setAsking('decline')}>
            Decline
          </Button>
        )}
      </div>
      {asking === 'decline' && (
        <div className={styles.form}>
          <TextField label="Reason for the member" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} required />
          <Button variant="danger" disabled={!reason.trim()} loading={act.pending} onClick={() => run('decline')}>
            Decline loan
          </Button>
        </div>
      )}
      <ConfirmAction
        open={asking === 'approve' || asking === 'disburse'}
        task={asking ?? 'approve'}
        text={asking === 'disburse' ? `Are you sure? ${formatNaira(loan.amount)} will be paid into ${loan.borrower.name}’s wallet, and you will not be able to reverse your action!` : undefined}
        busy={act.pending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && run(asking)}
      />
    </div>
  );
}

export function LoanDetails({ loanId }: { loanId: number }) {
  const version = useLoansVersion();
  const details = useLoad((signal) => loansAdminApi.details(loanId, signal), `admin-loan-${loanId}-${version}`);
  const data = details.data?.loan.id === loanId ? details.data : undefined;
  if (details.status === 'error') return <ErrorState message={details.message} onRetry={details.retry} />;
  if (!data) return <Spinner label="Loading the loan…" />;
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>Loan #{loanId}</h2>
        {isYours(data.loan) && <YoursMark />}
      </div>
      <Facts data={data} />
      {data.image && <img className={styles.picture} src={data.image} alt={`${data.loan.business_name ?? 'Business'} picture`} />}
      <Decisions data={data} />
      {data.guarantors.length > 0 && (
        <Section title={data.loan.kind === 'group' ? 'Group approvals' : 'Guarantors'}>
          <Table caption="Guarantors" hideCaption columns={GUARANTORS} rows={data.guarantors} rowKey={(g) => g.user_id} />
        </Section>
      )}
      <Section title="Audit trail">
        <Table caption="Audit trail" hideCaption columns={EVENTS} rows={data.events} rowKey={(e) => e.id} />
      </Section>
    </div>
  );
}
