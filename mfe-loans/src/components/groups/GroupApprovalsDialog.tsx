// "Loan Approvals" (facts §3.7): the group's loans waiting for my approval, with what approving pledges, Accept /
// Decline (each confirmed).
import { useState } from 'react';
import { Button, EmptyState, ErrorState, formatNaira, Modal, Spinner, Table, useLoad, type TableColumn } from '@coop/shared';
import type { LoanGroupApprovalRow } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { ConfirmAction } from '../ConfirmAction';
import { useCall, useLoansVersion } from '../useCall';

export function GroupApprovalsDialog({ groupId, onClose }: { groupId: number | null; onClose: () => void }) {
  const version = useLoansVersion();
  const rows = useLoad((signal) => loansApi.groupApprovals(groupId ?? 0, signal), `group-approvals-${groupId}-${version}`, groupId !== null);
  const [deciding, setDeciding] = useState<{ row: LoanGroupApprovalRow; accept: boolean } | null>(null);
  const decide = useCall(`group-decide-${deciding?.row.loan_id ?? 0}`);
  const columns: TableColumn<LoanGroupApprovalRow>[] = [
    { key: 'who', header: 'Member', render: (r) => `${r.first_name} ${r.last_name}` },
    { key: 'amount', header: 'Loan Amount', render: (r) => formatNaira(r.loan_amount), align: 'end', nowrap: true },
    { key: 'repayment', header: 'Repayment Amount', render: (r) => formatNaira(r.repayment_amount), align: 'end', nowrap: true },
    { key: 'share', header: 'You would pledge', render: (r) => formatNaira(r.my_share), align: 'end', nowrap: true },
    {
      key: 'action',
      header: 'Action',
      render: (r) => (
        <>
          <Button onClick={() => setDeciding({ row: r, accept: true })}>Accept</Button> <Button variant="danger" onClick={() => setDeciding({ row: r, accept: false })}>Decline</Button>
        </>
      ),
    },
  ];
  return (
    <Modal open={groupId !== null} title="Loan Approvals" onClose={onClose}>
      {rows.status === 'error' ? (
        <ErrorState message={rows.message} onRetry={rows.retry} />
      ) : !rows.data ? (
        <Spinner label="Loading the loans waiting for you…" />
      ) : rows.data.length ? (
        <Table caption="Loans waiting for my approval" hideCaption columns={columns} rows={rows.data} rowKey={(r) => r.loan_id} />
      ) : (
        <EmptyState title="No loan is waiting for your approval" />
      )}
      <ConfirmAction
        open={deciding !== null}
        task={deciding?.accept ? 'accept' : 'decline'}
        busy={decide.pending}
        onCancel={() => setDeciding(null)}
        onConfirm={() => {
          if (!deciding) return;
          const { row, accept } = deciding;
          decide.run({ method: 'POST', path: `${accept ? 'loanAccepted' : 'loanDeclined'}/${row.loan_group}/${row.loan_id}`, successMessage: accept ? 'You have approved this group loan' : 'You have declined this group loan' });
          setDeciding(null);
        }}
      />
    </Modal>
  );
}
