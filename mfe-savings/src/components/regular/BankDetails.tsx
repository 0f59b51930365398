// The bank account on file, shown before a savings withdrawal (facts §3.3), or the way to add one.
import { ErrorState, Link, SETTINGS_PATH, Spinner, type Loadable } from '@coop/shared';
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
  return (
    <dl className={styles.details} aria-label="Bank details">
      <dt>Bank Name</dt>
      <dd>{bank.data.bank_name}</dd>
      <dt>Account Name</dt>
      <dd>{bank.data.account_name}</dd>
      <dt>Account Number</dt>
      <dd>{bank.data.account_no}</dd>
    </dl>
  );
}
