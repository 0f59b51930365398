// One loan for an administrator to decide on: guarantors, the group's approvals, the borrower's savings, the schedule,
// the audit trail (who did what when), the business picture; Approve, Decline (with a reason), Disburse — each
// confirmed, with an Idempotency-Key, the API's refusal (the maker-checker rule) shown as it says it.
import { useState } from 'react';
import { Badge, Button, ErrorState, formatDateTime, formatNaira, Modal, Section, Spinner, Table, TextField, useLoad, type TableColumn } from '@coop/shared';
import type { LoanEventRow, LoanGuarantorRow } from '@coop/api/contract';
import { ConfirmAction } from '../components/ConfirmAction';
import { GUARANTOR_STATUS_LABEL, LOAN_STATUS_LABEL } from '../components/status';
import { useCall, useLoansVersion } from '../components/useCall';
import { loansAdminApi } from './api';
import styles from './Panel.module.css';

const GUARANTORS: TableColumn<LoanGuarantorRow>[] = [
  { key: 'name', header: 'Guarantor', render: (g) => `${g.first_name} ${g.last_name}` },
  { key: 'asked', header: 'Asked', render: (g) => formatNaira(g.guaranteed_amount), align: 'end', nowrap: true },
  { key: 'held', header: 'Held now', render: (g) => formatNaira(g.held), align: 'end', nowrap: true },
  { key: 'status', header: 'Answer', render: (g) => <Badge tone={GUARANTOR_STATUS_LABEL[g.status][1]}>{GUARANTOR_STATUS_LABEL[g.status][0]}</Badge> },
];
const EVENTS: TableColumn<LoanEventRow>[] = [
  { key: 'at', header: 'When', render: (e) => formatDateTime(e.at), nowrap: true },
  { key: 'who', header: 'Who', render: (e) => e.actor?.name ?? 'System' },
  { key: 'what', header: 'What', render: (e) => `${e.action.replace(/_/g, ' ')}${e.note ? `: ${e.note}` : ''}` },
];

type Action = 'approve' | 'decline' | 'disburse';

export function LoanDetails({ loanId, onClose }: { loanId: number | null; onClose: () => void }) {
  const version = useLoansVersion();
  const details = useLoad((signal) => loansAdminApi.details(loanId ?? 0, signal), `admin-loan-${loanId}-${version}`, loanId !== null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const act = useCall(`admin-${asking ?? ''}-${loanId}`);
  const data = details.data;
  const run = (action: Action) => {
    act.run({ method: 'POST', path: `admin/loans/${loanId}/${action}`, money: true, body: action === 'decline' ? { reason } : {}, successMessage: 'Done' });
    setAsking(null);
  };
  return (
    <Modal open={loanId !== null} title={`Loan #${loanId ?? ''}`} onClose={onClose}>
      {details.status === 'error' ? (
        <ErrorState message={details.message} onRetry={details.retry} />
      ) : !data ? (
        <Spinner label="Loading the loan…" />
      ) : (
        <div className={styles.panel}>
          <dl className={styles.form}>
            <div>
              <dt>Borrower</dt>
              <dd>
                {data.loan.borrower.name} ({data.loan.borrower.email})
              </dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>
                {formatNaira(data.loan.amount)}
                {data.loan.total && data.loan.total !== data.loan.amount ? ` · to repay ${formatNaira(data.loan.total)}` : ''}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <Badge tone={LOAN_STATUS_LABEL[data.loan.status][1]}>{LOAN_STATUS_LABEL[data.loan.status][0]}</Badge>
                {data.loan.needs_second_admin && ' · needs a second administrator to disburse'}
              </dd>
            </div>
            {data.approvals && (
              <div>
                <dt>Group approvals</dt>
                <dd>
                  {data.approvals.approvals} of {data.approvals.quorum} (declined {data.approvals.declines})
                </dd>
              </div>
            )}
            <div>
              <dt>Borrower’s savings</dt>
              <dd>
                Regular {formatNaira(data.borrower_savings.regular)}, save to loan {formatNaira(data.borrower_savings.save_to_loan)}, pledged {formatNaira(data.borrower_savings.pledged)}, shares{' '}
                {formatNaira(data.borrower_savings.shares)}, wallet {formatNaira(data.borrower_savings.wallet)}
              </dd>
            </div>
            {data.loan.outstanding !== '0.00' && (
              <div>
                <dt>Outstanding</dt>
                <dd>
                  {formatNaira(data.loan.outstanding)}
                  {data.loan.days_overdue > 0 ? ` · ${formatNaira(data.loan.overdue_amount)} overdue ${data.loan.days_overdue} days` : ''}
                </dd>
              </div>
            )}
          </dl>
          {data.image && <img src={data.image} alt={`${data.loan.business_name ?? 'Business'} picture`} style={{ maxWidth: '100%', maxHeight: '12rem' }} />}
          <div className={styles.row}>
            {data.loan.status === 2 && <Button onClick={() => setAsking('approve')}>Approve</Button>}
            {data.loan.status === 1 && <Button onClick={() => setAsking('disburse')}>Disburse</Button>}
            {[0, 1, 2].includes(data.loan.status) && (
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
          {data.guarantors.length > 0 && (
            <Section title={data.loan.kind === 'group' ? 'Group approvals' : 'Guarantors'}>
              <Table caption="Guarantors" hideCaption columns={GUARANTORS} rows={data.guarantors} rowKey={(g) => g.user_id} />
            </Section>
          )}
          <Section title="Audit trail">
            <Table caption="Audit trail" hideCaption columns={EVENTS} rows={data.events} rowKey={(e) => e.id} />
          </Section>
          <ConfirmAction
            open={asking === 'approve' || asking === 'disburse'}
            task={asking ?? 'approve'}
            text={asking === 'disburse' ? `Are you sure? ${formatNaira(data.loan.amount)} will be paid into ${data.loan.borrower.name}’s wallet, and you will not be able to reverse your action!` : undefined}
            busy={act.pending}
            onCancel={() => setAsking(null)}
            onConfirm={() => asking && run(asking)}
          />
        </div>
      )}
    </Modal>
  );
}
