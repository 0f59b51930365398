// Loan queue (SA, ADMIN): what needs an administrator by default (processing to approve, approved to disburse,
// business requests waiting for an offer), or any status and kind, searched by borrower (name, e-mail, phone), business
// or loan number — all in the URL (?status=&kind=&search=), so a reload or a shared link shows the same list; "Load
// more" over keyset pages; a row opens its loan's page. The administrator's own loans (or ones they guarantee) are
// marked "Yours".
import { formatNaira, isYours, KeysetTable, Select, StatusBadge, type TableColumn, TextField, useKeysetPages, useUrlParam, useUrlSearch, YoursMark } from '@coop/shared';
import type { AdminLoanRow } from '@coop/api/contract';
import { LOAN_STATUS } from '../components/status';
import { useLoansVersion } from '../components/useCall';
import { loansAdminApi } from '../features/admin/api';
import { LoanLink } from './LoanLink';
import styles from './panelStyles';

const STATUS_OPTIONS = [
  { value: 'action', label: 'Needs an administrator' },
  { value: 'all', label: 'All' },
  { value: '0', label: 'Pending' },
  { value: '2', label: 'Processing' },
  { value: '1', label: 'Approved' },
  { value: '11', label: 'Disbursed' },
  { value: '3', label: 'Completed' },
  { value: '9', label: 'Cancelled' },
] as const;
const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  { value: 'individual', label: 'Individual' },
  { value: 'group', label: 'Group' },
  { value: 'business', label: 'Business' },
] as const;
const STATUSES = STATUS_OPTIONS.map((o) => o.value);
const KINDS = KIND_OPTIONS.map((o) => o.value);

const kindText = (r: AdminLoanRow) => (r.kind === 'group' ? `Group: ${r.group_name ?? ''}` : r.kind === 'business' ? 'Business' : 'Individual');

const COLUMNS: TableColumn<AdminLoanRow>[] = [
  { key: 'id', header: 'Loan', render: (r) => `#${r.id}` },
  {
    key: 'who',
    header: 'Borrower',
    render: (r) => (
      <span className={styles.who}>
        {r.business_name ?? r.borrower.name}
        {isYours(r) && <YoursMark />}
      </span>
    ),
  },
  { key: 'kind', header: 'Kind', render: kindText },
  { key: 'amount', header: 'Amount', render: (r) => formatNaira(r.amount), align: 'end', nowrap: true },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <>
        <StatusBadge map={LOAN_STATUS} status={r.status} label={r.kind === 'business' && r.status === 0 && !r.total ? 'Offer needed' : undefined} />
        {r.needs_second_admin && <span className={styles.meta}> · needs a second administrator</span>}
      </>
    ),
  },
  { key: 'open', header: '', render: (r) => <LoanLink id={r.id} /> },
];

export default function LoanQueuePanel() {
  const version = useLoansVersion();
  const [status, setStatus] = useUrlParam('status', STATUSES, 'action');
  const [kind, setKind] = useUrlParam('kind', KINDS, '');
  const search = useUrlSearch('search');
  const list = useKeysetPages((before, signal) => loansAdminApi.queue({ status, kind, search: search.term, before }, signal), `queue|${status}|${kind}|${search.term}`, version);
  const filtered = status !== 'action' || kind !== '' || search.term !== '';
  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <TextField label="Search" type="search" value={search.typed} onChange={(e) => search.setTyped(e.target.value)} maxLength={100} hint="Borrower’s name, e-mail or phone, business name, or loan number" />
        <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)} options={[...STATUS_OPTIONS]} />
        <Select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)} options={[...KIND_OPTIONS]} />
      </div>
      <KeysetTable list={list} caption="Loan queue" columns={COLUMNS} rowKey={(r) => r.id} loadingLabel="Loading the loans…" emptyTitle={search.term ? `No loan matches “${search.term}”` : 'No loans here'} emptyDescription={filtered ? 'No loan matches these filters.' : 'Nothing waits for an administrator.'} />
    </div>
  );
}
