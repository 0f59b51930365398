// The order "Repayment" dialog (facts §3.9): Enter Amount — no more than the balance — then the wallet or a card;
// "Add Fund" posts `orderRepayments/{id}`.
import { AmountField, Button, formatNaira, lagosToday, Modal, PayWithRetry, useAmountThenPay, type PaymentSource } from '@coop/shared';
import type { OrderRow } from '@coop/api/contract';
import { useCall } from '../../features/calls';
import styles from '../shop/shop.module.css';

export const MORE_THAN_BALANCE = 'Repaid Amount is more than your remaining balance';

export function OrderRepayDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const repay = useCall(`order-repay-${order.id}`);
  const { step, backToAmount, amount, amountField, next, close } = useAmountThenPay({
    open: true,
    done: repay.done,
    pending: repay.pending,
    reset: repay.reset,
    onClose,
    limits: { max: order.remaining_balance, aboveMax: MORE_THAN_BALANCE },
  });
  const send = (body: unknown) =>
    repay.run({ method: 'POST', path: `orderRepayments/${order.id}`, tokenInQuery: true, money: true, body, successMessage: 'Your repayment has been received' });
  const pay = (source: PaymentSource) =>
    send({ id: order.id, repayment_amount: amount, date_time: lagosToday(), save_card: false, paystack_id: '', card_id: '', ...source });

  return (
    <Modal open title={`Repayment · ${order.order_no}`} onClose={close}>
      {step === 'amount' ? (
        <form className={styles.form} onSubmit={next} noValidate>
          <p className={styles.muted}>Balance: {formatNaira(order.remaining_balance)}</p>
          <AmountField label="Enter Amount" name="repayment_amount" required {...amountField.field} />
          <div className={styles.actions}>
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
            onRetry={repay.intent ? () => send(repay.intent?.body) : undefined}
            amount={amount}
            purpose="order_repayment"
            submitLabel="Add Fund"
            busy={repay.pending}
            onPaid={pay}
            onCancel={close}
          />
        </div>
      )}
    </Modal>
  );
}
