// /dashboard/money/withdrawals/{id}: one withdrawal's page, reached from a row or a pasted link; a number that is not a
// withdrawal's says so.
import { buttonClasses, EmptyState, Link, useParams } from '@coop/shared';
import { recordIdOf, WITHDRAWALS_LIST } from './paths';
import { WithdrawalDetails } from './WithdrawalDetails';
import styles from './panelStyles';

export default function WithdrawalPage() {
  const { id } = useParams();
  const withdrawalId = recordIdOf(id);
  return (
    <div className={styles.panel}>
      <Link to={WITHDRAWALS_LIST} className={styles.back}>
        ‹ All withdrawals
      </Link>
      {withdrawalId === null ? (
        <EmptyState
          title="There is no such withdrawal"
          description={`“${id ?? ''}” is not a withdrawal number.`}
          action={
            <Link to={WITHDRAWALS_LIST} className={buttonClasses({ variant: 'secondary' })}>
              Back to the withdrawals
            </Link>
          }
        />
      ) : (
        <WithdrawalDetails withdrawalId={withdrawalId} />
      )}
    </div>
  );
}
