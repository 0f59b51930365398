// "Loan Details" (facts §3.7): "Guarantors Details" with Resend Notification (any status but Active) or "Done", the
// schedule with what is overdue, and the "Repayment Transactions".
import { Badge, Button, ErrorState, formatDate, formatNaira, Modal, Section, Spinner, StatusBadge, Table, type TableColumn, useLoad } from '@coop/shared';
import type { LoanGuarantorRow, LoanInstalment } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { RepaymentTable } from '../RepaymentTable';
import { GUARANTOR_STATUS } from '../status';
import { useCall, useLoansVersion } from '../useCall';
import styles from '../layout';

function ResendButton({ loanId, guarantor, waiting }: { loanId: number; guarantor: LoanGuarantorRow; waiting: boolean }) {
  const resend = useCall(`resend-${loanId}-${guarantor.user_id}`);
  if (guarantor.status === 1 || !waiting) return <span>Done</span>;
  return (
    <Button variant="secondary" loading={resend.pending} onClick={() => resend.run({ method: 'POST', path: `loanResendNotification/${guarantor.loan_group}/${guarantor.user_id}`, successMessage: 'The notification has been sent again' })}>
      Resend Notification
    </Button>
  );
}

const SCHEDULE: TableColumn<LoanInstalment>[] = [
  { key: 'due', header: 'Due Date', render: (i) => formatDate(i.due_date), nowrap: true },
  { key: 'amount', header: 'Amount', render: (i) => formatNaira(i.amount), align: 'end', nowrap: true },
  { key: 'paid', header: 'Paid', render: (i) => formatNaira(i.paid), align: 'end', nowrap: true },
  { key: 'state', header: 'Status', render: (i) => (i.paid === i.amount ? <Badge tone="success">Paid</Badge> : i.overdue ? <Badge tone="danger">Overdue</Badge> : <Badge tone="neutral">Due</Badge>) },
];

export function LoanDetailsDialog({ loanId, onClose }: { loanId: number | null; onClose: () => void }) {
  const version = useLoansVersion();
  const details = useLoad((signal) => loansApi.loanDetails(loanId ?? 0, signal), `details-${loanId}-${version}`, loanId !== null);
  const data = details.data;
  const guarantorColumns: TableColumn<LoanGuarantorRow>[] = [
    { key: 'name', header: 'Name', render: (g) => `${g.first_name} ${g.last_name}` },
    { key: 'amount', header: 'Guaranteed Amount', render: (g) => formatNaira(g.guaranteed_amount), align: 'end', nowrap: true },
    { key: 'status', header: 'Status', render: (g) => <StatusBadge map={GUARANTOR_STATUS} status={g.status} /> },
    { key: 'action', header: 'Action', render: (g) => <ResendButton loanId={loanId ?? 0} guarantor={g} waiting={data?.loan.loan_status === 0 && data.loan.kind === 'individual'} /> },
  ];
  return (
    <Modal open={loanId !== null} title="Loan Details" onClose={onClose}>
      {details.status === 'error' ? (
        <ErrorState message={details.message} onRetry={details.retry} />
      ) : !data ? (
        <Spinner label="Loading the loan…" />
      ) : (
        <div className={styles.stack}>
          <dl className={styles.details}>
            <dt>Loan Amount</dt>
            <dd>{formatNaira(data.loan.loan_amount)}</dd>
            <dt>{data.loan.frequency} Repayment Amount</dt>
            <dd>{formatNaira(data.loan.repayment_amount)}</dd>
            <dt>Covered by your savings</dt>
            <dd>{formatNaira(data.loan.own_cover)}</dd>
            {data.loan.loan_status === 0 && (
              <>
                <dt>Still to guarantee</dt>
                <dd>{formatNaira(data.loan.to_guarantee)}</dd>
              </>
            )}
            {data.loan.closed_reason && (
              <>
                <dt>Closed</dt>
                <dd>{data.loan.closed_reason}</dd>
              </>
            )}
          </dl>
          {data.guarantors.length > 0 && (
            <Section title={data.loan.kind === 'group' ? 'Group Approvals' : 'Guarantors Details'}>
              <Table caption="Guarantors" hideCaption columns={guarantorColumns} rows={data.guarantors} rowKey={(g) => g.user_id} />
            </Section>
          )}
          {data.instalments.length > 0 && (
            <Section title="Repayment Schedule">
              <Table caption="Repayment schedule" hideCaption columns={SCHEDULE} rows={data.instalments} rowKey={(i) => i.seq} />
            </Section>
          )}
          <Section title="Repayment Transactions">
            <RepaymentTable loanId={data.loan.loan_id} />
          </Section>
        </div>
      )}
    </Modal>
  );
}
