// /dashboard/loans/{id}: one loan's page, reached from a row or a pasted link; a number that is not a loan's says so.
import { buttonClasses, EmptyState, Link, useParams } from '@coop/shared';
import { LoanDetails } from './LoanDetails';
import { LOANS_SECTION } from './paths';
import styles from './panelStyles';

export default function LoanPage() {
  const { id } = useParams();
  const loanId = /^[1-9]\d{0,14}$/.test(id ?? '') ? Number(id) : null;
  return (
    <div className={styles.panel}>
      <Link to={LOANS_SECTION} className={styles.back}>
        ‹ All loans
      </Link>
      {loanId === null ? (
        <EmptyState
          title="There is no such loan"
          description={`“${id ?? ''}” is not a loan number.`}
          action={
            <Link to={LOANS_SECTION} className={buttonClasses({ variant: 'secondary' })}>
              Back to the loans
            </Link>
          }
        />
      ) : (
        <LoanDetails loanId={loanId} />
      )}
    </div>
  );
}
