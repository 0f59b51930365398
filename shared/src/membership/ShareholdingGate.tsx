// The shareholding minimum gate (facts §1.4), one for every remote: an action that needs it (Request Loan, Quick
// Save into a package, Create Target) runs at once when the member's shares reach the minimum; otherwise
// "Shareholding Funding" opens, says the minimum and pays the shortfall into shares, and the action runs once the
// holding, read again after the payment, says the minimum is met. The remote reads the holding and makes the
// payment with its own state; the API enforces the same gate, this only says it first.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShareholdingReply } from '@coop/api/contract';
import { formatNaira } from '../format/naira';
import { PayWithRetry } from '../payments/PayWithRetry';
import type { PaymentSource } from '../payments/types';
import { ErrorState } from '../ui/ErrorState';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import styles from '../styles/layout.module.css';

export type ShareholdingFigures = Pick<ShareholdingReply, 'balance' | 'minimum' | 'minimum_met' | 'shortfall'>;

/** "A minimum of ₦5,000.00 is required in your Shareholding before you can Request for Loan" */
export const shareholdingGateText = (minimum: string, before: string) => `A minimum of ${formatNaira(minimum)} is required in your Shareholding before you can ${before}`;

/**
 * Whether the dialog is open, and `guard(action)`: runs it now when `met`, otherwise opens the dialog and keeps it
 * until `met` turns true (then closes the dialog and runs it). `onOpen` runs as the dialog opens (a call's reset).
 */
export function useShareholdingGuard(met: boolean, onOpen?: () => void) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<(() => void) | null>(null);
  const opening = useRef(onOpen);
  opening.current = onOpen;

  useEffect(() => {
    if (!met || !waiting.current) return;
    const run = waiting.current;
    waiting.current = null;
    setOpen(false);
    run();
  }, [met]);

  const guard = useCallback(
    (action: () => void) => {
      if (met) return action();
      waiting.current = action;
      opening.current?.();
      setOpen(true);
    },
    [met],
  );
  const close = useCallback(() => {
    waiting.current = null;
    setOpen(false);
  }, []);
  return { open, guard, close };
}

export interface ShareholdingFundingDialogProps {
  open: boolean;
  /** the dialog's words: shareholdingGateText(minimum, what the member wanted to do) */
  text: (minimum: string) => string;
  holding: { data?: ShareholdingFigures; error: string | null; onRetry: () => void };
  /** the payment of the shortfall: on its way, refused or lost (`onRetry` pays the same intent again) */
  fund: { pending: boolean; error: string | null; onRetry?: () => void };
  onPay: (source: PaymentSource, shortfall: string) => void;
  onClose: () => void;
}

export function ShareholdingFundingDialog({ open, text, holding, fund, onPay, onClose }: ShareholdingFundingDialogProps) {
  const close = () => {
    if (fund.pending) return; // the answer to a payment on its way must have somewhere to show
    onClose();
  };
  const data = holding.data;
  return (
    <Modal open={open} title="Shareholding Funding" onClose={close}>
      {holding.error ? (
        <ErrorState message={holding.error} onRetry={holding.onRetry} />
      ) : !data ? (
        <Spinner label="Loading your shareholding…" />
      ) : (
        <div className={styles.stack}>
          <p className={styles.info}>{text(data.minimum)}</p>
          <dl className={styles.details}>
            <dt>Minimum Shareholding:</dt>
            <dd>{formatNaira(data.minimum)}</dd>
            <dt>Your Shareholding:</dt>
            <dd>{formatNaira(data.balance)}</dd>
            <dt>To pay now:</dt>
            <dd>{formatNaira(data.shortfall)}</dd>
          </dl>
          <PayWithRetry
            error={fund.error}
            onRetry={fund.onRetry}
            amount={data.shortfall}
            purpose="shareholding"
            submitLabel="Fund Shareholding"
            busy={fund.pending}
            onPaid={(source) => onPay(source, data.shortfall)}
            onCancel={close}
          />
        </div>
      )}
    </Modal>
  );
}
