// The member's loans (what each still owes and how many days it is overdue) and the guarantees they gave to other
// members' loans; each loan opens in the Loans section.
import { Badge, Card, EmptyState, formatNaira, Link, Table, type TableColumn } from '@coop/shared';
import type { AdminMemberDetails, MemberFileGuarantee, MemberFileLoan } from '@coop/api/contract';
import { sectionHref } from '../console/sections';
import styles from '../console/Section.module.css';

export const LOAN_STATUS_NAMES: Record<number, string> = { 0: 'Pending', 1: 'Approved', 2: 'Processing', 3: 'Completed', 9: 'Cancelled', 11: 'Repaying' };
const KIND_NAMES: Record<MemberFileLoan['kind'], string> = { individual: 'Individual', group: 'Group', business: 'Business finance' };
const GUARANTEE_NAMES: Record<number, string> = { 0: 'Asked', 1: 'Accepted', 2: 'Cancelled' };

const loanLink = (id: number) => (
  <Link to={`${sectionHref('loans')}/${id}`} className={styles.rowLink}>
    Loan #{id}
  </Link>
);

const LOAN_COLUMNS: TableColumn<MemberFileLoan>[] = [
  { key: 'id', header: 'Loan', render: (l) => loanLink(l.id) },
  { key: 'kind', header: 'Kind', render: (l) => KIND_NAMES[l.kind] },
  { key: 'amount', header: 'Amount', align: 'end', nowrap: true, render: (l) => formatNaira(l.amount) },
  { key: 'outstanding', header: 'Outstanding', align: 'end', nowrap: true, render: (l) => formatNaira(l.outstanding) },
  { key: 'status', header: 'Status', render: (l) => LOAN_STATUS_NAMES[l.status] ?? String(l.status) },
  {
    key: 'days_overdue',
    header: 'Overdue',
    render: (l) => (l.days_overdue > 0 ? <Badge tone="danger">{`${l.days_overdue} ${l.days_overdue === 1 ? 'day' : 'days'}`}</Badge> : '–'),
  },
];

const GUARANTEE_COLUMNS: TableColumn<MemberFileGuarantee>[] = [
  { key: 'loan_id', header: 'Loan', render: (g) => loanLink(g.loan_id) },
  { key: 'borrower', header: 'Borrower', render: (g) => g.borrower.name || g.borrower.email },
  { key: 'guaranteed', header: 'Guaranteed', align: 'end', nowrap: true, render: (g) => formatNaira(g.guaranteed) },
  { key: 'held', header: 'Held now', align: 'end', nowrap: true, render: (g) => formatNaira(g.held) },
  { key: 'status', header: 'Guarantee', render: (g) => GUARANTEE_NAMES[g.status] ?? String(g.status) },
];

export function MemberLoans({ member }: { member: AdminMemberDetails }) {
  return (
    <>
      <Card title="Loans">
        {member.loans.length ? (
          <Table<MemberFileLoan> caption="Loans" hideCaption columns={LOAN_COLUMNS} rows={member.loans} rowKey={(l) => l.id} />
        ) : (
          <EmptyState title="No loans" />
        )}
      </Card>
      <Card title="Guarantees given">
        {member.guarantees.length ? (
          <Table<MemberFileGuarantee> caption="Guarantees given" hideCaption columns={GUARANTEE_COLUMNS} rows={member.guarantees} rowKey={(g) => g.loan_id} />
        ) : (
          <EmptyState title="No guarantees" description="They have not guaranteed another member’s loan." />
        )}
      </Card>
    </>
  );
}
