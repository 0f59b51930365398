// Loan queue (SA, ADMIN): what needs an administrator by default (processing to approve, approved to disburse,
// business requests waiting for an offer), or any status and kind; "Load more" by cursor; a row opens its details.
import { useState } from 'react';
import { Badge, Button, formatNaira, LoadState, Select, Table, useLoad, type TableColumn } from '@coop/shared';
import type { AdminLoanRow } from '@coop/api/contract';
import { LOAN_STATUS_LABEL } from '../components/status';
import { useLoansVersion } from '../components/useCall';
import { loansAdminApi } from './api';
import { LoanDetails } from './LoanDetails';
import styles from './Panel.module.css';

const STATUS_OPTIONS = [
  { value: 'action', label: 'Needs an administrator' },
  { value: 'all', label: 'All' },
  { value: '0', label: 'Pending' },
  { value: '2', label: 'Processing' },
  { value: '1', label: 'Approved' },
  { value: '11', label: 'Disbursed' },
  { value: '3', label: 'Completed' },
  { value: '9', label: 'Cancelled' },
];
const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  { value: 'individual', label: 'Individual' },
  { value: 'group', label: 'Group' },
  { value: 'business', label: 'Business' },
];

export default function LoanQueuePanel() {
  const version = useLoansVersion();
  const [status, setStatus] = useState('action');
  const [kind, setKind] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const cursor = cursors[cursors.length - 1];
  const page = useLoad((signal) => loansAdminApi.queue({ status, kind: kind || undefined, cursor }, signal), `queue-${status}-${kind}-${cursor ?? ''}-${version}`);
  const rows = page.data?.data ?? [];
  const columns: TableColumn<AdminLoanRow>[] = [
    { key: 'id', header: 'Loan', render: (r) => `#${r.id}` },
    { key: 'who', header: 'Borrower', render: (r) => r.business_name ?? r.borrower.name },
    { key: 'kind', header: 'Kind', render: (r) => (r.kind === 'group' ? `Group: ${r.group_name ?? ''}` : r.kind === 'business' ? 'Business' : 'Individual') },
    { key: 'amount', header: 'Amount', render: (r) => formatNaira(r.amount), align: 'end', nowrap: true },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <>
          <Badge tone={LOAN_STATUS_LABEL[r.status][1]}>{r.kind === 'business' && r.status === 0 && !r.total ? 'Offer needed' : LOAN_STATUS_LABEL[r.status][0]}</Badge>
          {r.needs_second_admin && <span className={styles.meta}> · second administrator</span>}
        </>
      ),
    },
    {
      key: 'open',
      header: '',
      render: (r) => (
        <Button variant="secondary" onClick={() => setOpen(r.id)}>
          Open
        </Button>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.form}>
        <Select label="Status" value={status} onChange={(e) => (setStatus(e.target.value), setCursors([]))} options={STATUS_OPTIONS} />
        <Select label="Kind" value={kind} onChange={(e) => (setKind(e.target.value), setCursors([]))} options={KIND_OPTIONS} />
      </div>
      <LoadState
        loading={page.status === 'loading'}
        error={page.status === 'error' ? page.message : null}
        empty={rows.length === 0}
        loadingLabel="Loading the loans…"
        emptyTitle="No loans here"
        emptyDescription="Nothing waits for an administrator."
        onRetry={page.retry}
        hasData={page.data !== undefined}
      >
        <Table caption="Loan queue" hideCaption columns={columns} rows={rows} rowKey={(r) => r.id} />
      </LoadState>
      <div className={styles.row}>
        {cursors.length > 0 && (
          <Button variant="ghost" onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer
          </Button>
        )}
        {page.data?.next_cursor && (
          <Button variant="secondary" onClick={() => setCursors([...cursors, page.data!.next_cursor!])}>
            Load more
          </Button>
        )}
      </div>
      <LoanDetails loanId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
