// APPROVALS (facts §3.7, §4.2): guarantee requests addressed to me, Ongoing | Completed; NAME, LOAN, GUARANTEED AMOUNT,
// ACTION — Guarantors / Approve / Decline while mine is pending (each confirmed), Guarantors otherwise.
import { useState } from 'react';
import { Badge, Button, EmptyState, ErrorState, formatNaira, Modal, Section, Spinner, Table, type TableColumn, useLoad } from '@coop/shared';
import type { GuaranteeRequestRow } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { ConfirmAction } from '../ConfirmAction';
import { GUARANTOR_STATUS } from '../status';
import { useCall, useLoansVersion } from '../useCall';
import { OngoingToggle } from '../OngoingToggle';
import styles from '../layout';

function GuarantorsDialog({ loanId, onClose }: { loanId: number | null; onClose: () => void }) {
  const guarantors = useLoad((signal) => loansApi.guarantorsOf(loanId ?? 0, signal), `guarantors-${loanId}`, loanId !== null);
  return (
    <Modal open={loanId !== null} title="Loan Guarantors" onClose={onClose}>
      {guarantors.status === 'error' ? (
        <ErrorState message={guarantors.message} onRetry={guarantors.retry} />
      ) : !guarantors.data ? (
        <Spinner label="Loading the guarantors…" />
      ) : (
        <ul className={styles.stack}>
          {guarantors.data.map((g) => (
            <li key={g.user_id}>
              {g.first_name} {g.last_name} · Guaranteed Amount {formatNaira(g.guaranteed_amount)} · <Badge tone={g.status === 1 ? 'success' : 'warning'}>{g.status === 1 ? 'Active' : 'Pending'}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

export function ApprovalsTab() {
  const version = useLoansVersion();
  const requests = useLoad(loansApi.guaranteeRequests, `guarantee-requests-${version}`);
  const [view, setView] = useState<'ongoing' | 'completed'>('ongoing');
  const [showing, setShowing] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<{ row: GuaranteeRequestRow; accept: boolean } | null>(null);
  const decide = useCall(`guarantee-${deciding?.row.loan_id ?? 0}`);

  const rows = (requests.data ?? []).filter((r) => (view === 'ongoing' ? r.loan_status === 0 && r.status === 0 : !(r.loan_status === 0 && r.status === 0)));
  const columns: TableColumn<GuaranteeRequestRow>[] = [
    { key: 'name', header: 'NAME', render: (r) => `${r.first_name} ${r.last_name}` },
    { key: 'loan', header: 'LOAN', render: (r) => formatNaira(r.loan_amount), align: 'end', nowrap: true },
    { key: 'amount', header: 'GUARANTEED AMOUNT', render: (r) => formatNaira(r.guaranteed_amount), align: 'end', nowrap: true },
    ...(view === 'completed'
      ? [{ key: 'status', header: 'STATUS', render: (r: GuaranteeRequestRow) => <Badge tone={GUARANTOR_STATUS[r.status].tone}>{r.status === 1 ? 'Approved' : 'Cancelled'}</Badge> }]
      : []),
    {
      key: 'action',
      header: 'ACTION',
      render: (r) => (
        <div className={styles.toggle}>
          <Button variant="ghost" onClick={() => setShowing(r.loan_id)}>
            Guarantors
          </Button>
          {r.status === 0 && r.loan_status === 0 && (
            <>
              <Button onClick={() => setDeciding({ row: r, accept: true })}>Approve</Button>
              <Button variant="danger" onClick={() => setDeciding({ row: r, accept: false })}>
                Decline
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

  let body;
  if (requests.status === 'error' && !requests.data) body = <ErrorState message={requests.message} onRetry={requests.retry} />;
  else if (!requests.data) body = <Spinner label="Loading the guarantee requests…" />;
  else if (!rows.length) body = <EmptyState title={view === 'ongoing' ? 'You do not have any loan Request' : 'You do not have any Completed loan Request'} />;
  else body = <Table caption="Guarantee requests" hideCaption columns={columns} rows={rows} rowKey={(r) => r.loan_id} />;

  return (
    <Section title="Loan Requests">
      <OngoingToggle view={view} onChange={setView} label="Which requests" />
      {body}
      <GuarantorsDialog loanId={showing} onClose={() => setShowing(null)} />
      <ConfirmAction
        open={deciding !== null}
        task={deciding?.accept ? 'approve' : 'decline'}
        text={
          deciding?.accept
            ? `Are you sure? Once you approve, ${formatNaira(deciding.row.guaranteed_amount)} of your savings is pledged until the loan is repaid, and you will not be able to reverse your action!`
            : undefined
        }
        busy={decide.pending}
        onCancel={() => setDeciding(null)}
        onConfirm={() => {
          if (!deciding) return;
          const { row, accept } = deciding;
          decide.run({ method: 'POST', path: `${accept ? 'loanAccepted' : 'loanDeclined'}/${row.loan_group}/${row.loan_id}`, successMessage: accept ? 'You have approved this guarantee request' : 'You have declined this guarantee request' });
          setDeciding(null);
        }}
      />
    </Section>
  );
}
