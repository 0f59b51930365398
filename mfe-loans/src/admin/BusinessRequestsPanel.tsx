// Business requests (SA, ADMIN): requests waiting for the society's offer, each opening its loan's page. The
// administrator's own request is marked "Yours" and offers no offer form (another administrator must make it).
import { formatNaira, isYours, LoadState, Table, useLoad, type TableColumn, YoursMark } from '@coop/shared';
import type { AdminLoanRow } from '@coop/api/contract';
import { useLoansVersion } from '../components/useCall';
import { loansAdminApi } from './api';
import { LoanLink } from './LoanLink';
import { OfferForm } from './OfferForm';
import styles from './Panel.module.css';

const COLUMNS: TableColumn<AdminLoanRow>[] = [
  {
    key: 'business',
    header: 'Business',
    render: (r) => (
      <span className={styles.who}>
        {`${r.business_name ?? ''} (${r.borrower.name})`}
        {isYours(r) && <YoursMark />}
      </span>
    ),
  },
  { key: 'requested', header: 'Requested', render: (r) => formatNaira(r.amount), align: 'end', nowrap: true },
  { key: 'offer', header: 'Offer', render: (r) => (isYours(r) ? <span className={styles.meta}>Another administrator must make the offer</span> : <OfferForm request={r} />) },
  { key: 'open', header: 'Loan', render: (r) => <LoanLink id={r.id} /> },
];

export default function BusinessRequestsPanel() {
  const version = useLoansVersion();
  const page = useLoad((signal) => loansAdminApi.queue({ status: '0', kind: 'business' }, signal), `business-queue-${version}`);
  const rows = page.data?.data ?? [];
  return (
    <div className={styles.panel}>
      <LoadState
        loading={page.status === 'loading'}
        error={page.status === 'error' ? page.message : null}
        empty={rows.length === 0}
        loadingLabel="Loading the business requests…"
        emptyTitle="No business request waits for an offer"
        onRetry={page.retry}
        hasData={page.data !== undefined}
      >
        <Table caption="Business requests waiting for an offer" hideCaption columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />
      </LoadState>
      <p className={styles.meta}>Once a member accepts, the request moves to processing in the loan queue to approve and disburse.</p>
    </div>
  );
}
