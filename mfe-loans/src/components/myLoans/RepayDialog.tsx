// "Loan Repayment" (facts §3.7): Enter Repayment Amount — refused above what is owed with the original's text — then
// the wallet or a card through the kit. Business finance uses it too ("Business Loan Repayment",
// `business_finance_repayments/{id}`).
import { AmountField, Button, formatNaira, lagosToday, Modal, PayWithRetry, useAmountThenPay, type PaymentSource } from '@coop/shared';
import { useCall } from '../useCall';
import styles from '../layout.module.css';

export const MORE_THAN_BALANCE = 'Repaid Amount is more than your remaining balance';

export function RepayDialog({ open, loanId, outstanding, business, onClose }: { open: boolean; loanId: number; outstanding: string; business?: boolean; onClose: () => void }) {
  const repay = useCall(`repay-${loanId}`);
  const { step, backToAmount, amount, amountField, next, close } = useAmountThenPay({
    open,
    done: repay.done,
    pending: repay.pending,
    reset: repay.reset,
    onClose,
    limits: { max: outstanding, aboveMax: MORE_THAN_BALANCE },
  });
  const path = business ? `business_finance_repayments/${loanId}` : `loanRepaymentsAdd/${loanId}`;
  const send = (body: unknown) => repay.run({ method: 'POST', path, tokenInQuery: business, money: true, body, successMessage: 'Your repayment has been received' });
  const pay = (source: PaymentSource) => send({ id: loanId, repayment_amount: amount, trans_date: lagosToday(), date_time: lagosToday(), save_card: false, paystack_id: '', card_id: '', ...source });
  const retry = () => repay.intent && send(repay.intent.body);

  return (
    <Modal open={open} title={business ? 'Business Loan Repayment' : 'Loan Repayment'} onClose={close}>
      {step === 'amount' ? (
        <form className={styles.form} onSubmit={next} noValidate>
          <p className={styles.muted}>Remaining balance: {formatNaira(outstanding)}</p>
          <AmountField label={business ? 'Enter Amount' : 'Enter Repayment Amount'} name="repayment_amount" required {...amountField.field} />
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
            <Button variant="ghost" onClick={backToAmount} disabled={repay.pending}>
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
