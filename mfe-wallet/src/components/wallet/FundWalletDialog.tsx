import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountField, Button, formatNaira, Modal, PayWithRetry, useAmountThenPay, type PaymentSource } from '@coop/shared';
import { selectFund } from '../../features/wallet/selectors';
import { fundRequested, fundReset } from '../../features/wallet/slice';
import styles from '../layout.module.css';

/**
 * "Fund Wallet" (facts §3.5): an exact amount, then a saved or a new card through PayWith (the wallet cannot fund
 * itself; the original dropped Wallet here) →
 * `save_wallet/store` with one Idempotency-Key per attempt. A retry after a lost reply reuses the key.
 */
export function FundWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const fund = useSelector(selectFund);
  const reset = useCallback(() => dispatch(fundReset()), [dispatch]);
  const { step, backToAmount, amount, amountField, next, close } = useAmountThenPay({ open, done: fund.done, pending: fund.pending, reset, onClose });

  const pay = (source: PaymentSource) => dispatch(fundRequested({ amount, ...source }));
  const retry = () => fund.intent && dispatch(fundRequested(fund.intent.body));

  return (
    <Modal open={open} title="Fund Wallet" onClose={close}>
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
          <PayWithRetry error={fund.error} onRetry={fund.intent ? retry : undefined} amount={amount} purpose="wallet_funding" sources={['saved_card', 'new_card']} submitLabel="Add Fund" busy={fund.pending} onPaid={pay} onCancel={close} />
        </div>
      )}
    </Modal>
  );
}
