// The "Down Payment" dialog (facts §3.9): the down payment of the whole cart from the wallet or a card, which places
// the order in the same step (`checkOut`, co-operative terms). The totals on show are sent so the server refuses a
// cart that changed meanwhile; it never uses them.
import { useEffect } from 'react';
import { formatNaira, lagosToday, Modal, type PaymentSource, PayWithRetry, useCloseWhenDone } from '@coop/shared';
import type { CartTotal } from '@coop/api/contract';
import { useCall } from '../../features/calls';
import styles from './shop.module.css';

export const CHECKOUT_CALL = 'checkout';

export function checkoutBody(totals: CartTotal, source: PaymentSource) {
  return {
    total: totals.total_cart,
    remaining_amount: totals.remaining_amount,
    total_down_payment: totals.total_down_payment,
    date_time: lagosToday(),
    payment_method: 'co-operative',
    form_payment: source.payment_method,
    save_card: 'save_card' in source ? source.save_card : false,
    paystack_id: 'paystack_id' in source ? source.paystack_id : '',
    card_id: 'card_id' in source ? source.card_id : '',
  };
}

export function DownPaymentDialog({ open, totals, onClose }: { open: boolean; totals: CartTotal; onClose: () => void }) {
  const checkout = useCall(CHECKOUT_CALL);
  const { reset: resetCheckout } = checkout;
  const send = (body: unknown) => checkout.run({ method: 'POST', path: 'checkOut', money: true, body, successMessage: 'Your order has been placed' });

  useEffect(() => {
    if (open) resetCheckout();
  }, [open, resetCheckout]);
  // spec §4: checkout returns to /detail/cart, which now shows the placed order's number and where to follow it
  useCloseWhenDone(checkout, onClose);

  return (
    <Modal open={open} title="Down Payment" onClose={() => !checkout.pending && onClose()}>
      <div className={styles.stack}>
        <p className={styles.muted}>30% of the Actual Price is required to be paid to proceed</p>
        <dl className={styles.summary}>
          <dt className={styles.total}>Down Payment</dt>
          <dd className={styles.total}>{formatNaira(totals.total_down_payment)}</dd>
          <dt>Repaid after delivery</dt>
          <dd>{formatNaira(totals.remaining_amount)}</dd>
        </dl>
        <PayWithRetry
          error={checkout.error}
          onRetry={checkout.intent ? () => send(checkout.intent?.body) : undefined}
          amount={totals.total_down_payment}
          purpose="order_down_payment"
          submitLabel="Make Payment"
          busy={checkout.pending}
          onPaid={(source) => send(checkoutBody(totals, source))}
          onCancel={onClose}
        />
      </div>
    </Modal>
  );
}
