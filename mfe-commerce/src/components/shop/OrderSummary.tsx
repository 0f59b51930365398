// "Order Summary" (facts §3.9): the item count and Total Price; on co-operative terms (the only method) the Down
// Payment (Σ down_payment × quantity) and the Remaining Amount repaid after delivery; Checkout.
import { Button, formatNaira, Select } from '@coop/shared';
import type { CartTotal } from '@coop/api/contract';
import styles from './shop.module.css';

export function OrderSummary({ totals, onCheckout }: { totals: CartTotal; onCheckout: () => void }) {
  return (
    <section aria-labelledby="order-summary" className={styles.stack}>
      <h2 id="order-summary" style={{ margin: 0 }}>
        Order Summary
      </h2>
      <dl className={styles.summary}>
        <dt>{totals.items === 1 ? '1 item' : `${totals.items} items`}</dt>
        <dd />
        <dt className={styles.total}>Total Price</dt>
        <dd className={styles.total}>{formatNaira(totals.total_cart)}</dd>
      </dl>
      <Select label="Select Payment Method" value="co-operative" onChange={() => undefined} options={[{ value: 'co-operative', label: 'Co-Operative' }]} />
      <dl className={styles.summary}>
        <dt>Down Payment</dt>
        <dd>{formatNaira(totals.total_down_payment)}</dd>
        <dt>Remaining Amount</dt>
        <dd>{formatNaira(totals.remaining_amount)}</dd>
      </dl>
      <p className={styles.muted}>Pay the down payment now; the remaining amount is repaid after delivery.</p>
      <Button onClick={onCheckout} block>
        Checkout
      </Button>
    </section>
  );
}
