// The bank account on file, shown before a savings withdrawal (facts §3.3), or the way to add one.
import { BankAccountDetails, ErrorState, Link, type Loadable, SETTINGS_PATH, Spinner } from '@coop/shared';
import type { BankAccount } from '@coop/api/contract';
import styles from '../plan/planStyles';

export const NO_BANK_TEXT = 'Please Go to settings to add Bank details';

export function BankDetails({ bank, onRetry }: { bank: Loadable<BankAccount | null>; onRetry: () => void }) {
  if (bank.error) return <ErrorState message={bank.error} onRetry={onRetry} />;
  if (bank.loading) return <Spinner label="Loading your bank details…" />;
  if (!bank.data) {
    return (
      <div className={styles.notice}>
        <p>{NO_BANK_TEXT}</p>
        <Link to={SETTINGS_PATH} className={styles.link}>
          Go to settings
        </Link>
      </div>
    );
  }
  return <BankAccountDetails account={bank.data} />;
}
