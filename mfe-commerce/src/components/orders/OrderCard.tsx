// An order card (facts §3.9): Order No, Total, Amount Repaid, Balance and the status; Detail always, Transaction and
// Repayment once delivered (status 5).
import { Button, Card, formatDate, formatNaira, StatusBadge } from '@coop/shared';
import type { OrderRow } from '@coop/api/contract';
import { isRepayable, ORDER_STATUS } from '../shop/orderStatus';
import styles from '../shop/shop.module.css';

export type OrderAction = 'detail' | 'transactions' | 'repay';

export function OrderCard({ order, onAction }: { order: OrderRow; onAction: (action: OrderAction, order: OrderRow) => void }) {
  const repayable = isRepayable(order.order_status);
  return (
    <Card title={`Order No ${order.order_no}`} headingLevel={3} actions={<StatusBadge map={ORDER_STATUS} status={order.order_status} />}>
      <dl className={styles.facts}>
        <dt>Total</dt>
        <dd>{formatNaira(order.total)}</dd>
        <dt>Amount Repaid</dt>
        <dd>{formatNaira(order.amount_paid)}</dd>
        <dt>Balance</dt>
        <dd>{formatNaira(order.remaining_balance)}</dd>
        <dt>Down payment</dt>
        <dd>{formatNaira(order.down_payment)}</dd>
        <dt>Ordered on</dt>
        <dd>{formatDate(order.created_at)}</dd>
        {order.delivered_at && (
          <>
            <dt>Delivered on</dt>
            <dd>{formatDate(order.delivered_at)}</dd>
          </>
        )}
      </dl>
      {order.order_status === 4 && <p className={styles.muted}>Declined{order.decline_reason ? `: ${order.decline_reason}` : ''}. Your down payment was refunded to your wallet.</p>}
      {order.order_status === 1 && <p className={styles.muted}>Waiting for the society to approve it.</p>}
      {order.order_status === 3 && <p className={styles.muted}>Approved; repayments open after delivery.</p>}
      <div className={styles.actions} style={{ marginTop: 'var(--space-3)' }}>
        <Button variant="secondary" onClick={() => onAction('detail', order)} aria-label={`Detail of ${order.order_no}`}>
          Detail
        </Button>
        <Button variant="secondary" onClick={() => onAction('transactions', order)} aria-label={`Transactions of ${order.order_no}`}>
          Transaction
        </Button>
        {repayable && (
          <Button onClick={() => onAction('repay', order)} aria-label={`Repay ${order.order_no}`}>
            Repayment
          </Button>
        )}
      </div>
    </Card>
  );
}
