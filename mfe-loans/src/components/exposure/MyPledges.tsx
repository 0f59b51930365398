// "My Pledges": how much of my savings is pledged, for whom, what each loan has repaid and what has been released.
import { Card, EmptyState, ErrorState, formatNaira, Spinner, StatusBadge, Table, type TableColumn, useLoad } from '@coop/shared';
import type { ExposurePledge } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { LOAN_STATUS } from '../status';
import { useLoansVersion } from '../useCall';
import styles from '../layout';

const COLUMNS: TableColumn<ExposurePledge>[] = [
  { key: 'who', header: 'For', render: (p) => (p.reason === 'loan_cover' ? 'My own loan' : p.borrower_name) },
  { key: 'loan', header: 'Loan', render: (p) => formatNaira(p.loan_amount), align: 'end', nowrap: true },
  { key: 'status', header: 'Status', render: (p) => <StatusBadge map={LOAN_STATUS} status={p.loan_status} /> },
  { key: 'repaid', header: 'Repaid', render: (p) => formatNaira(p.repaid), align: 'end', nowrap: true },
  { key: 'held', header: 'Held', render: (p) => formatNaira(p.held), align: 'end', nowrap: true },
  { key: 'released', header: 'Released', render: (p) => formatNaira(p.released), align: 'end', nowrap: true },
];

export function MyPledges() {
  const version = useLoansVersion();
  const exposure = useLoad(loansApi.exposure, `exposure-${version}`);
  const data = exposure.data;
  return (
    <Card title="My Pledges">
      {exposure.status === 'error' ? (
        <ErrorState message={exposure.message} onRetry={exposure.retry} />
      ) : !data ? (
        <Spinner label="Loading your pledges…" />
      ) : (
        <div className={styles.stack}>
          <dl className={styles.details}>
            <dt>Savings (regular + save to loan)</dt>
            <dd>{formatNaira(data.savings)}</dd>
            <dt>Pledged to loans</dt>
            <dd>{formatNaira(data.pledged)}</dd>
            <dt>Free to pledge</dt>
            <dd>{formatNaira(data.guarantable)}</dd>
          </dl>
          {data.pledges.length ? (
            <Table caption="My pledges" hideCaption columns={COLUMNS} rows={data.pledges} rowKey={(p) => `${p.reason}-${p.loan_id}`} />
          ) : (
            <EmptyState title="Nothing of your savings is pledged" description="When you back a loan or take one, the pledge shows here." />
          )}
        </div>
      )}
    </Card>
  );
}
