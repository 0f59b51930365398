// /dashboard/investments/{id}: one investment's page, reached from a row or a pasted link (read from the list: the
// API has no single-investment read for administrators); one that does not exist says so.
import { buttonClasses, EmptyState, ErrorState, Link, Spinner, useLoad, useParams } from '@coop/shared';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from './api';
import { InvestmentDetails } from './InvestmentDetails';
import { INVESTMENTS_SECTION, recordIdOf } from './paths';
import styles from './Panel.module.css';

function Missing({ id }: { id: string }) {
  return (
    <EmptyState
      title="There is no such investment"
      description={`No investment has the number “${id}”.`}
      action={
        <Link to={INVESTMENTS_SECTION} className={buttonClasses({ variant: 'secondary' })}>
          Back to the investments
        </Link>
      }
    />
  );
}

export default function InvestmentPage() {
  const { id } = useParams();
  const investmentId = recordIdOf(id);
  const version = useCommerceVersion();
  const list = useLoad((signal) => commerceAdminApi.investments(signal), `admin-investments-${version}`, investmentId !== null);
  const investment = list.data?.find((i) => i.id === investmentId);
  return (
    <div className={styles.panel}>
      <Link to={INVESTMENTS_SECTION} className={styles.back}>
        ‹ All investments
      </Link>
      {investmentId === null ? (
        <Missing id={id ?? ''} />
      ) : list.status === 'error' ? (
        <ErrorState message={list.message} onRetry={list.retry} />
      ) : !list.data ? (
        <Spinner label="Loading the investment…" />
      ) : investment ? (
        <InvestmentDetails investment={investment} />
      ) : (
        <Missing id={id ?? ''} />
      )}
    </div>
  );
}
