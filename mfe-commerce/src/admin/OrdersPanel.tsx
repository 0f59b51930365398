// Product orders (SA, ADMIN): by default those waiting for an administrator (pending, approved), or any status — the
// status in the URL (?status=), so a reload or a shared link shows the same list; "Load more"; a row opens the
// order's own page (/dashboard/shop/orders/{id}). The administrator's own orders are marked "Yours".
import { Badge, Button, formatDate, formatNaira, isYours, LoadState, MemberCell, Select, Table, type TableColumn, useUrlParam, YoursMark, useKeysetPages } from '@coop/shared';
import type { AdminOrderRow } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi, type OrderFilter } from './api';
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
  { key: 'status', header: 'Status', render: (o) => <Badge tone={ORDER_STATUS[o.order_status].tone}>{ORDER_STATUS[o.order_status].label}</Badge> },
  { key: 'open', header: 'Actions', render: (o) => <DetailLink to={orderPath(o.id)} label="Open" name={`Open order ${o.order_no}`} /> },
];

export default function OrdersPanel() {
  const version = useCommerceVersion();
  const [status, setStatus] = useUrlParam<OrderFilter>('status', FILTERS, 'action');
  const list = useKeysetPages((before, signal) => commerceAdminApi.orders({ status, before }, signal), `orders-${status}`, version);
  return (
    <div className={styles.panel}>
      <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as OrderFilter)} options={ORDER_FILTERS} />
      <LoadState
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.message : null}
        empty={list.rows.length === 0}
        loadingLabel="Loading the orders…"
        emptyTitle="No orders here"
        emptyDescription={status === 'action' ? 'No order waits for an administrator.' : undefined}
        onRetry={list.retry}
        hasData={list.data !== undefined}
      >
        <Table caption="Product orders" hideCaption columns={COLUMNS} rows={list.rows} rowKey={(o) => o.id} />
      </LoadState>
      {list.hasMore && (
        <Button variant="secondary" onClick={list.loadMore} loading={list.status === 'loading'}>
          Load more
        </Button>
      )}
    </div>
  );
}
