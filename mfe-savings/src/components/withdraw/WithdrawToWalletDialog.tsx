// A withdrawal into the wallet from a target or save-to-loan: what is available (and why not all of it), Enter
// Amount (no more than that), paid into the wallet. It closes on success, and every opening or closing resets the
// call, so a reopened dialog never shows the last outcome.
import { useEffect, type FormEvent } from 'react';
import { AmountField, ErrorState, FormActions, formatNaira, Modal, Spinner, useAmountField, useCloseWhenDone } from '@coop/shared';
import { withdrawalsCalls, type WithdrawFrom } from '../../features/withdrawals/api';
import { useDialogCall } from '../calls/useDialogCall';
import type { Availability } from './availability';
import styles from '../plan/planStyles';

export interface WithdrawToWalletDialogProps {
  open: boolean;
  title: string;
  from: WithdrawFrom;
  availability: Availability;
  onClose: () => void;
}

export const aboveAvailable = (available: string) => `You can withdraw at most ${formatNaira(available)} now`;

export function WithdrawToWalletDialog({ open, title, from, availability, onClose }: WithdrawToWalletDialogProps) {
  // one call per place the money leaves: a kept intent belongs to it
  const withdraw = useDialogCall(from.kind === 'target' ? `withdraw-target-${from.id}` : 'withdraw-save-to-loan', open);
  const { pending, error } = withdraw;
  const { available } = availability;
  const amount = useAmountField(available === null ? {} : { max: available, aboveMax: aboveAvailable(available) });
  const { reset: resetAmount } = amount;

  const close = onClose;
  useCloseWhenDone(withdraw, close);

  useEffect(() => {
    if (!open) return;
    resetAmount();
  }, [open, resetAmount]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = amount.read();
    if ('amount' in reading) withdraw.run({ ...withdrawalsCalls.withdraw({ from, amount: reading.amount }), message: 'paidToWallet', successMessage: 'Your withdrawal has been paid into your wallet' });
  };

  const figures = () => {
    if (availability.error) return <ErrorState message={availability.error} onRetry={availability.retry} />;
    if (availability.loading && available === null) return <Spinner label="Loading what you can withdraw…" />;
    return (
      <>
        <dl className={styles.details}>
          {availability.lines.map((line) => (
            <div key={line.label} style={{ display: 'contents' }}>
              <dt>{line.label}</dt>
              <dd>{formatNaira(line.amount)}</dd>
            </div>
          ))}
          {available !== null && (
            <>
              <dt>Available to withdraw</dt>
              <dd>{formatNaira(available)}</dd>
            </>
          )}
        </dl>
        {availability.explanation.length > 0 && (
          <div className={styles.notice}>
            {availability.explanation.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        )}
      </>
    );
  };

  return (
    <Modal open={open} title={title} onClose={pending ? () => undefined : close}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {figures()}
        <p className={styles.muted}>The amount is paid into your wallet.</p>
        <AmountField label="Enter Amount" name="amount" required {...amount.field} />
        {error && <p className={styles.error}>{error}</p>}
        <FormActions submitLabel="Withdraw" busy={pending} onCancel={close} />
      </form>
    </Modal>
  );
}
