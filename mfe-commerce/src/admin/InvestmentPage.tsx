// /dashboard/investments/{id}: one investment's page, reached from a row or a pasted link; one that does not exist
// (the API's 404) says so.
import { buttonClasses, EmptyState, ErrorState, isHttpError, Link, Spinner, useLoad, useParams } from '@coop/shared';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { InvestmentDetails } from './InvestmentDetails';
import { INVESTMENTS_SECTION, recordIdOf } from './paths';
import styles from './panelStyles';

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
  const read = useLoad(
    (signal) =>
      commerceAdminApi.investment(investmentId!, signal).then(
        (reply) => reply.investment,
        (error: unknown) => {
          if (isHttpError(error) && error.status === 404) return null;
          throw error;
        },
      ),
    `admin-investment-${investmentId}-${version}`,
    investmentId !== null,
  );
  const investment = read.data;
  return (
    <div className={styles.panel}>
      <Link to={INVESTMENTS_SECTION} className={styles.back}>
        ‹ All investments
      </Link>
      {investmentId === null ? (
        <Missing id={id ?? ''} />
      ) : read.status === 'error' ? (
        <ErrorState message={read.message} onRetry={read.retry} />
      ) : investment === undefined ? (
        <Spinner label="Loading the investment…" />
      ) : investment ? (
        <InvestmentDetails investment={investment} />
      ) : (
        <Missing id={id ?? ''} />
      )}
    </div>
  );
}
