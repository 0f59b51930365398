import { BankAccountDetails, Link, type LoadResult } from '@coop/shared';
import { ErrorState, Spinner } from '@coop/shared';
import type { BankAccount } from '@coop/api/contract';
import styles from '@coop/shared/styles/layout.module.css';

export const NO_BANK_TEXT = 'Please Go to settings to add Bank details';

/** Where a withdrawal goes: the bank account on file, or the way to add one (facts §3.5). */
export function BankAccountSummary({ details, onRetry }: { details: LoadResult<BankAccount | null>; onRetry: () => void }) {
  if (details.status === 'loading' && details.data === undefined) return <Spinner label="Loading your bank details…" />;
  if (details.status === 'error') return <ErrorState message={details.message} onRetry={onRetry} />;
  if (details.data === undefined) return null;
  const account = details.data;
  if (!account) {
    return (
      <p className={styles.notice}>
        {NO_BANK_TEXT}.{' '}
        <Link to="/settings" className={styles.link}>
          Go to settings
        </Link>
      </p>
    );
  }
  return <BankAccountDetails account={account} />;
}
