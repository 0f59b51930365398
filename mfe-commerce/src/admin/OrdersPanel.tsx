// Product orders (SA, ADMIN): by default those waiting for an administrator (pending, approved), or any status — the
// status in the URL (?status=), so a reload or a shared link shows the same list; "Load more"; a row opens the
// order's own page (/dashboard/shop/orders/{id}). The administrator's own orders are marked "Yours".
import { formatDate, formatNaira, isYours, KeysetTable, MemberCell, Select, StatusBadge, type TableColumn, useKeysetPages, useUrlParam, YoursMark } from '@coop/shared';
import type { AdminOrderRow } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi, type OrderFilter } from '../features/admin/api';
import { DetailLink } from './DetailLink';
import { ORDER_FILTERS, ORDER_STATUS } from './orderStatus';
import { orderPath } from './paths';
import styles from './panelStyles';

const FILTERS = ORDER_FILTERS.map((f) => f.value);

const COLUMNS: TableColumn<AdminOrderRow>[] = [
  {
    key: 'order',
    header: 'Order No',
    render: (o) => (
      <>
        {o.order_no}
        <span className={styles.meta}> · {formatDate(o.created_at)}</span>
      </>
    ),
  },
  {
    key: 'member',
    header: 'Member',
    render: (o) => (
      <span className={styles.who}>
        <MemberCell name={o.member.name} email={o.member.email} />
        {isYours(o) && <YoursMark />}
      </span>
    ),
  },
  { key: 'total', header: 'Total', render: (o) => formatNaira(o.total), align: 'end', nowrap: true },
  { key: 'down', header: 'Down payment', render: (o) => formatNaira(o.down_payment), align: 'end', nowrap: true },
  { key: 'paid', header: 'Paid', render: (o) => formatNaira(o.amount_paid), align: 'end', nowrap: true },
  { key: 'remaining', header: 'Remaining', render: (o) => formatNaira(o.remaining_balance), align: 'end', nowrap: true },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge map={ORDER_STATUS} status={o.order_status} /> },
  { key: 'open', header: 'Actions', render: (o) => <DetailLink to={orderPath(o.id)} label="Open" name={`Open order ${o.order_no}`} /> },
];

export default function OrdersPanel() {
  const version = useCommerceVersion();
  const [status, setStatus] = useUrlParam<OrderFilter>('status', FILTERS, 'action');
  const list = useKeysetPages((before, signal) => commerceAdminApi.orders({ status, before }, signal), `orders-${status}`, version);
  return (
    <div className={styles.panel}>
      <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as OrderFilter)} options={ORDER_FILTERS} />
      <KeysetTable list={list} caption="Product orders" columns={COLUMNS} rowKey={(o) => o.id} loadingLabel="Loading the orders…" emptyTitle="No orders here" emptyDescription={status === 'action' ? 'No order waits for an administrator.' : undefined} />
    </div>
  );
}
