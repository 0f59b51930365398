// "Group Details" (facts §3.7): "Group Loans" (Loan Collected By …, Loan Amount, Amount Repaid, Guaranteed Amount,
// Loan Due Date) and "Group Members" (name, email, status). Only current members open it; other members' e-mails
// come masked (two can read alike, so rows are keyed by position).
import { Badge, ErrorState, formatDate, formatNaira, Modal, Section, Spinner, Table, useLoad, type TableColumn } from '@coop/shared';
import type { LoanGroupLoanRow, LoanGroupMemberRow } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { LOAN_STATUS } from '../status';
import { useLoansVersion } from '../useCall';
import styles from '../layout';

const MEMBER_LABEL = ['Pending', 'Approved', 'Rejected', 'Exited'];

const LOANS: TableColumn<LoanGroupLoanRow>[] = [
  { key: 'who', header: 'Loan Collected By', render: (l) => `${l.first_name} ${l.last_name}` },
  { key: 'amount', header: 'Loan Amount', render: (l) => formatNaira(l.loan_amount), align: 'end', nowrap: true },
  { key: 'repaid', header: 'Amount Repaid', render: (l) => formatNaira(l.amount_repaid), align: 'end', nowrap: true },
  { key: 'guaranteed', header: 'Guaranteed Amount', render: (l) => formatNaira(l.guaranteed_amount), align: 'end', nowrap: true },
  { key: 'status', header: 'Status', render: (l) => `${LOAN_STATUS[l.loan_status]?.label ?? ''}${l.loan_status === 0 ? ` (${l.approvals}/${l.quorum} approvals)` : ''}` },
  { key: 'due', header: 'Loan Due Date', render: (l) => (l.loan_due_date ? formatDate(l.loan_due_date) : '—'), nowrap: true },
];
const MEMBERS: TableColumn<LoanGroupMemberRow>[] = [
  { key: 'name', header: 'Name', render: (m) => m.name },
  { key: 'email', header: 'Email', render: (m) => m.email },
  { key: 'status', header: 'Status', render: (m) => <Badge tone={m.status === 1 ? 'success' : m.status === 0 ? 'warning' : 'neutral'}>{MEMBER_LABEL[m.status]}</Badge> },
];

export function GroupDetailsDialog({ groupId, onClose }: { groupId: number | null; onClose: () => void }) {
  const version = useLoansVersion();
  const loans = useLoad((signal) => loansApi.groupLoans(groupId ?? 0, signal), `group-loans-${groupId}-${version}`, groupId !== null);
  const members = useLoad((signal) => loansApi.groupMembers(groupId ?? 0, signal), `group-members-${groupId}-${version}`, groupId !== null);
  return (
    <Modal open={groupId !== null} title="Group Details" onClose={onClose}>
      <div className={styles.stack}>
        <Section title="Group Loans">
          {loans.status === 'error' ? <ErrorState message={loans.message} onRetry={loans.retry} /> : !loans.data ? <Spinner label="Loading the group’s loans…" /> : loans.data.length ? <Table caption="Group loans" hideCaption columns={LOANS} rows={loans.data} rowKey={(l) => l.loan_id} /> : <p className={styles.muted}>No loans in this group yet</p>}
        </Section>
        <Section title="Group Members">
          {members.status === 'error' ? <ErrorState message={members.message} onRetry={members.retry} /> : !members.data ? <Spinner label="Loading the members…" /> : <Table caption="Group members" hideCaption columns={MEMBERS} rows={members.data} rowKey={(_m, i) => i} />}
        </Section>
      </div>
    </Modal>
  );
}
