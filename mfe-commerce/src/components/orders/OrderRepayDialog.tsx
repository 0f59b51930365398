// The order "Repayment" dialog (facts §3.9): Enter Amount — no more than the balance — then the wallet or a card;
// "Add Fund" posts `orderRepayments/{id}`.
import { AmountThenPayDialog, formatNaira, lagosToday } from '@coop/shared';
import type { OrderRow } from '@coop/api/contract';
import { useCall } from '../../features/calls';

export const MORE_THAN_BALANCE = 'Repaid Amount is more than your remaining balance';

export function OrderRepayDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const repay = useCall(`order-repay-${order.id}`);
  const send = (body: unknown) =>
    repay.run({ method: 'POST', path: `orderRepayments/${order.id}`, money: true, body, successMessage: 'Your repayment has been received' });
  return (
    <AmountThenPayDialog
      open
      title={`Repayment · ${order.order_no}`}
      onClose={onClose}
      request={{ done: repay.done, pending: repay.pending, error: repay.error, canRetry: Boolean(repay.intent) }}
      reset={repay.reset}
      onPay={(amount, source) => send({ id: order.id, repayment_amount: amount, date_time: lagosToday(), save_card: false, paystack_id: '', card_id: '', ...source })}
      onRetry={() => repay.intent && send(repay.intent.body)}
      intro={`Balance: ${formatNaira(order.remaining_balance)}`}
      amountName="repayment_amount"
      amountSummary="Amount to repay"
      limits={{ max: order.remaining_balance, aboveMax: MORE_THAN_BALANCE }}
      purpose="order_repayment"
      submitLabel="Add Fund"
    />
  );
}
