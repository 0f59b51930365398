// One order for an administrator, as a page of its own (/dashboard/shop/orders/{id}): the member, the money (total,
// down payment, paid, remaining), the lines, the payments, and the decisions its status allows — none on the
// administrator's own order, which is marked "Yours".
import { ErrorState, formatDate, formatDateTime, formatNaira, isYours, MemberCell, Section, Spinner, StatusBadge, Table, type TableColumn, useLoad, YoursMark, YoursNote } from '@coop/shared';
import type { OrderItemRow, OrderRepaymentRow } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { OrderActions } from './OrderActions';
import { ORDER_STATUS } from './orderStatus';
import styles from './panelStyles';

const ITEMS: TableColumn<OrderItemRow>[] = [
  { key: 'picture', header: 'Picture', render: (i) => (i.image ? <img className={styles.thumb} src={i.image} alt={`${i.product_name} picture`} /> : <span className={styles.meta}>No picture</span>) },
  { key: 'product_name', header: 'Item' },
  { key: 'quantity', header: 'Quantity', render: (i) => String(i.quantity), align: 'end' },
  { key: 'price', header: 'Price per unit', render: (i) => formatNaira(i.price), align: 'end', nowrap: true },
];
const PAYMENTS: TableColumn<OrderRepaymentRow>[] = [
  { key: 'amount', header: 'Amount', render: (p) => formatNaira(p.repayment_amount), align: 'end', nowrap: true },
  { key: 'payment_method', header: 'Payment method' },
  { key: 'date', header: 'Date', render: (p) => formatDateTime(p.trans_date), nowrap: true },
  { key: 'reference', header: 'Reference' },
];

export function OrderDetails({ orderId }: { orderId: number }) {
  const version = useCommerceVersion();
  const details = useLoad((signal) => commerceAdminApi.order(orderId, signal), `admin-order-${orderId}-${version}`);
  const data = details.data?.order.id === orderId ? details.data : undefined;
  if (details.status === 'error') return <ErrorState message={details.message} onRetry={details.retry} />;
  if (!data) return <Spinner label="Loading the order…" />;
  const { order } = data;
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>Order {order.order_no}</h2>
        {isYours(order) && <YoursMark />}
      </div>
      <dl className={styles.details}>
        <dt>Member</dt>
        <dd>
          <MemberCell name={order.member.name} email={order.member.email} />
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge map={ORDER_STATUS} status={order.order_status} />
        </dd>
        <dt>Placed</dt>
        <dd>{formatDate(order.created_at)}</dd>
        {order.delivered_at && (
          <>
            <dt>Delivered</dt>
            <dd>{formatDate(order.delivered_at)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>{formatNaira(order.total)}</dd>
        <dt>Down payment</dt>
        <dd>{formatNaira(order.down_payment)}</dd>
        <dt>Paid</dt>
        <dd>{formatNaira(order.amount_paid)}</dd>
        <dt>Remaining</dt>
        <dd>{formatNaira(order.remaining_balance)}</dd>
        {order.decline_reason && (
          <>
            <dt>Declined because</dt>
            <dd>{order.decline_reason}</dd>
          </>
        )}
      </dl>
      {isYours(order) ? <YoursNote thing="order" /> : <OrderActions order={order} />}
      <Section title="Order Details">
        <Table caption="Order lines" hideCaption columns={ITEMS} rows={data.items} rowKey={(i) => i.product_id} />
      </Section>
      <Section title="Transaction Details">
        {data.repayments.length ? <Table caption="Payments" hideCaption columns={PAYMENTS} rows={data.repayments} rowKey={(p) => p.id} /> : <p className={styles.meta}>No payment yet</p>}
      </Section>
    </div>
  );
}
