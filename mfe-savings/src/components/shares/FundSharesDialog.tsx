import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountField, Button, formatNaira, Modal, PayWithRetry, useAmountThenPay, type PaymentSource } from '@coop/shared';
import { fundBody } from '../../features/fundBody';
import { selectSharesFund } from '../../features/shares/selectors';
import { sharesFundRequested, sharesFundReset } from '../../features/shares/slice';
import styles from '../layout.module.css';

/**
 * The Shareholdings page's Quick Save, "Fund Your Account" (facts §3.4): Enter Amount, then PayWith (wallet, saved
 * or new card) → `addShareHoldingsFunds` with one Idempotency-Key per intent, then back to /shareholdings.
 * Props: `open`, `onClose`.
 */
export function FundSharesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const fund = useSelector(selectSharesFund);
  const reset = useCallback(() => dispatch(sharesFundReset()), [dispatch]);
  const { step, backToAmount, amount, amountField, next, close } = useAmountThenPay({ open, done: fund.done, pending: fund.pending, reset, onClose });
  const pay = (source: PaymentSource) => dispatch(sharesFundRequested({ body: fundBody(amount, source), from: 'page' }));
  const retry = () => fund.intent && dispatch(sharesFundRequested({ body: fund.intent.body, from: 'page' }));

  return (
    <Modal open={open} title="Fund Your Account" onClose={close}>
      {step === 'amount' ? (
        <form className={styles.form} onSubmit={next} noValidate>
          <AmountField label="Enter Amount" name="amount" hint="In naira, for example 5000 or 5000.50" required {...amountField.field} />
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
            Amount to add: <strong>{formatNaira(amount)}</strong>{' '}
            <Button variant="ghost" onClick={backToAmount} disabled={fund.pending}>
              Change amount
            </Button>
          </p>
          <PayWithRetry error={fund.error} onRetry={fund.intent ? retry : undefined} amount={amount} purpose="shareholding" submitLabel="Add Fund" busy={fund.pending} onPaid={pay} onCancel={close} />
        </div>
      )}
    </Modal>
  );
}
