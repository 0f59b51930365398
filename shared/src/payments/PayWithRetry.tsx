// PayWith after a payment whose answer was lost or refused: the server's message and "Try again", which the caller
// sends with the same Idempotency-Key (its kept intent), so a payment that went through is never made twice.
import { Button } from '../ui/Button';
import { PayWith } from './LazyPayWith';
import type { PayWithProps } from './types';
import styles from './PayWithRetry.module.css';

export interface PayWithRetryProps extends PayWithProps {
  /** the last attempt's message, shown with "Try again" when `onRetry` is given */
  error: string | null;
  /** resend the kept intent; leave out when there is nothing to retry */
  onRetry?: () => void;
}

export function PayWithRetry({ error, onRetry, ...payWith }: PayWithRetryProps) {
  return (
    <div className={styles.stack}>
      {error && onRetry && (
        <div className={styles.notice} role="alert">
          <p>{error}</p>
          <Button variant="secondary" onClick={onRetry} loading={payWith.busy}>
            Try again
          </Button>
        </div>
      )}
      <PayWith {...payWith} />
    </div>
  );
}
