// "Loan Repayment" (facts §3.7): Enter Repayment Amount — refused above what is owed (`loanBalance`) with the
// original's text — then the wallet or a card through the kit. Business finance uses it too ("Business Loan
// Repayment", `business_finance_repayments/{id}`).
import { useEffect, useState, type FormEvent } from 'react';
import { AmountField, Button, formatNaira, lagosToday, Modal, PayWithRetry, readAmountField, type PaymentSource } from '@coop/shared';
import { above } from '../loanMath';
import { useCall } from '../useCall';
import styles from '../layout.module.css';

export const MORE_THAN_BALANCE = 'Repaid Amount is more than your remaining balance';

export function RepayDialog({ open, loanId, outstanding, business, onClose }: { open: boolean; loanId: number; outstanding: string; business?: boolean; onClose: () => void }) {
  const repay = useCall(`repay-${loanId}`);
  const [text, setText] = useState('');
  const [amount, setAmount] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setText('');
    setAmount(null);
    setError(undefined);
    repay.reset();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (repay.done) onClose();
  }, [repay.done, onClose]);

  const next = (e: FormEvent) => {
    e.preventDefault();
    const reading = readAmountField(text);
    if ('error' in reading) return setError(reading.error);
    if (above(reading.amount, outstanding)) return setError(MORE_THAN_BALANCE);
    setError(undefined);
    setAmount(reading.amount);
  };
  const path = business ? `business_finance_repayments/${loanId}` : `loanRepaymentsAdd/${loanId}`;
  const body = (source: PaymentSource) => ({ id: loanId, repayment_amount: amount, trans_date: lagosToday(), date_time: lagosToday(), save_card: false, paystack_id: '', card_id: '', ...source });
  const pay = (source: PaymentSource) => repay.run({ method: 'POST', path, tokenInQuery: business, money: true, body: body(source), successMessage: 'Your repayment has been received' });
  const retry = () => repay.intent && repay.run({ method: 'POST', path, tokenInQuery: business, money: true, body: repay.intent.body, successMessage: 'Your repayment has been received' });
  const close = () => !repay.pending && onClose();

  return (
    <Modal open={open} title={business ? 'Business Loan Repayment' : 'Loan Repayment'} onClose={close}>
      {amount === null ? (
        <form className={styles.form} onSubmit={next} noValidate>
          <p className={styles.muted}>Remaining balance: {formatNaira(outstanding)}</p>
          <AmountField label={business ? 'Enter Amount' : 'Enter Repayment Amount'} name="repayment_amount" value={text} onChange={setText} error={error} required />
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
            Amount to repay: <strong>{formatNaira(amount)}</strong>{' '}
            <Button variant="ghost" onClick={() => setAmount(null)} disabled={repay.pending}>
              Change amount
            </Button>
          </p>
          <PayWithRetry
            error={repay.error}
            onRetry={repay.intent ? retry : undefined}
            amount={amount}
            purpose={business ? 'business_repayment' : 'loan_repayment'}
            submitLabel={business ? 'Add Fund' : 'Repay Loan'}
            busy={repay.pending}
            onPaid={pay}
            onCancel={close}
          />
        </div>
      )}
    </Modal>
  );
}
