import type { MouseEvent } from 'react';
import { formatNaira } from '../format/naira';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import type { CheckoutPhase } from './useCardCheckout';
import styles from './PayWith.module.css';

interface CheckoutStatusProps {
  phase: CheckoutPhase;
  onConfirmPaid: () => void;
  onCancel: () => void;
  onOpenLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Where a new-card payment stands, with what the member can do next. */
export function CheckoutStatus({ phase, onConfirmPaid, onCancel, onOpenLink }: CheckoutStatusProps) {
  switch (phase.name) {
    case 'starting':
      return (
        <p className={styles.status}>
          <Spinner size="small" label="" /> Starting your card payment…
        </p>
      );
    case 'checkout':
      if (phase.mode === 'frame') {
        return <p className={styles.status}>Complete the payment in the card payment window.</p>;
      }
      return (
        <div className={styles.panel}>
          {phase.mode === 'popup' ? (
            <p className={styles.status}>Complete the payment in the window that opened. This page updates when you finish.</p>
          ) : (
            <>
              <p className={styles.status} role="alert">
                Your browser blocked the payment window. Tap the link below to open the secure payment page.
              </p>
              <a className={styles.link} href={phase.url} target="_blank" rel="noopener noreferrer" onClick={onOpenLink}>
                Open the secure payment page
              </a>
            </>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel}>
              Cancel payment
            </Button>
            <Button onClick={onConfirmPaid}>I have completed the payment</Button>
          </div>
        </div>
      );
    case 'verifying':
      return (
        <p className={styles.status} role="status">
          <Spinner size="small" label="" /> Confirming your payment…
        </p>
      );
    case 'unconfirmed':
      return (
        <div className={styles.panel}>
          <p className={styles.inlineError} role="alert">
            {phase.message}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel}>
              Start again
            </Button>
            <Button onClick={onConfirmPaid}>Check again</Button>
          </div>
        </div>
      );
    case 'failed':
      return (
        <p className={styles.inlineError} role="alert">
          {phase.message}
        </p>
      );
    case 'verified':
      return (
        <p className={styles.success} role="status">
          Card payment of {formatNaira(phase.total)} confirmed.
        </p>
      );
    default:
      return null;
  }
}
