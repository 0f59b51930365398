// Business requests (SA, ADMIN): requests waiting for the society's offer, searched by business or member (the term in
// the URL: ?request_search=), "Load more" over keyset pages, each opening its loan's page. The administrator's own
// request is marked "Yours" and offers no offer form (another administrator must make it).
import { formatNaira, isYours, KeysetTable, type TableColumn, TextField, useKeysetPages, useUrlSearch, YoursMark } from '@coop/shared';
import type { AdminLoanRow } from '@coop/api/contract';
import { useLoansVersion } from '../components/useCall';
import { loansAdminApi } from '../features/admin/api';
import { LoanLink } from './LoanLink';
import { OfferForm } from './OfferForm';
import styles from './panelStyles';

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
  const search = useUrlSearch('request_search');
  const list = useKeysetPages((before, signal) => loansAdminApi.queue({ status: '0', kind: 'business', search: search.term, before }, signal), `business|${search.term}`, version);
  return (
    <div className={styles.panel}>
      <TextField label="Search the requests" type="search" value={search.typed} onChange={(e) => search.setTyped(e.target.value)} maxLength={100} hint="Business name, member’s name, e-mail or phone, or loan number" />
      <KeysetTable list={list} caption="Business requests waiting for an offer" columns={COLUMNS} rowKey={(r) => r.id} loadingLabel="Loading the business requests…" emptyTitle={search.term ? `No business request matches “${search.term}”` : 'No business request waits for an offer'} />
      <p className={styles.meta}>Once a member accepts, the request moves to processing in the loan queue to approve and disburse.</p>
    </div>
  );
}
