// The dialog of every "enter an amount, then pay it" action (fund the wallet, fund shares, repay a loan or an order):
// the exact amount first (with the caller's bounds), then the wallet or a card through PayWithRetry. The caller owns
// the request (its call state) and builds its body from the amount and the chosen source.
import type { ReactNode } from 'react';
import { useAmountThenPay } from '../hooks/useAmountThenPay';
import { AmountField } from '../ui/AmountField';
import type { AmountLimits } from '../ui/AmountFieldValue';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { formatNaira } from '../format/naira';
import { PayWithRetry } from './PayWithRetry';
import type { PaySourceKind, PaymentPurpose, PaymentSource } from './types';
import styles from './AmountThenPayDialog.module.css';

export interface AmountThenPayRequest {
  done: boolean;
  pending: boolean;
  error: string | null;
  /** a kept intent exists: "Try again" resends it */
  canRetry: boolean;
}

export interface AmountThenPayDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  request: AmountThenPayRequest;
  /** clears the caller's request state; keep it stable (useCallback) */
  reset: () => void;
  onPay: (amount: string, source: PaymentSource) => void;
  onRetry: () => void;
  purpose: PaymentPurpose;
  submitLabel: string;
  sources?: PaySourceKind[];
  amountLabel?: string;
  amountName?: string;
  amountHint?: ReactNode;
  /** shown above the amount, e.g. what is still owed */
  intro?: ReactNode;
  limits?: AmountLimits;
  /** "Amount to add: ₦X" on the payment step */
  amountSummary?: string;
}

export function AmountThenPayDialog(props: AmountThenPayDialogProps) {
  const { open, title, onClose, request, reset, onPay, onRetry, purpose, submitLabel, sources, limits, intro } = props;
  const { step, backToAmount, amount, amountField, next, close } = useAmountThenPay({ open, done: request.done, pending: request.pending, reset, onClose, limits });
  return (
    <Modal open={open} title={title} onClose={close}>
      {step === 'amount' ? (
        <form className={styles.form} onSubmit={next} noValidate>
          {intro && <p className={styles.muted}>{intro}</p>}
          <AmountField label={props.amountLabel ?? 'Enter Amount'} name={props.amountName ?? 'amount'} hint={props.amountHint} required {...amountField.field} />
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </div>
        </form>
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>
            {props.amountSummary ?? 'Amount to add'}: <strong>{formatNaira(amount)}</strong>{' '}
            <Button variant="ghost" onClick={backToAmount} disabled={request.pending}>
              Change amount
            </Button>
          </p>
          <PayWithRetry
            error={request.error}
            onRetry={request.canRetry ? onRetry : undefined}
            amount={amount}
            purpose={purpose}
            sources={sources}
            submitLabel={submitLabel}
            busy={request.pending}
            onPaid={(source) => onPay(amount, source)}
            onCancel={close}
          />
        </div>
      )}
    </Modal>
  );
}
