// Product orders (SA, ADMIN): by default those waiting for an administrator (pending, approved), or any status;
// "Load more"; a row opens its details and decisions.
import { useState } from 'react';
import { Badge, Button, formatDate, formatNaira, LoadState, MemberCell, Select, Table, type TableColumn } from '@coop/shared';
import type { AdminOrderRow } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi, type OrderFilter } from './api';
import { OrderDetails } from './OrderDetails';
import { ORDER_FILTERS, ORDER_STATUS } from './orderStatus';
import { useKeysetPages } from './useKeysetPages';
import styles from './Panel.module.css';

export default function OrdersPanel() {
  const version = useCommerceVersion();
  const [status, setStatus] = useState<OrderFilter>('action');
  const [open, setOpen] = useState<number | null>(null);
  const list = useKeysetPages((before, signal) => commerceAdminApi.orders({ status, before }, signal), `orders-${status}`, version);
  const columns: TableColumn<AdminOrderRow>[] = [
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
    { key: 'member', header: 'Member', render: (o) => <MemberCell name={o.member.name} email={o.member.email} /> },
    { key: 'total', header: 'Total', render: (o) => formatNaira(o.total), align: 'end', nowrap: true },
    { key: 'down', header: 'Down payment', render: (o) => formatNaira(o.down_payment), align: 'end', nowrap: true },
    { key: 'paid', header: 'Paid', render: (o) => formatNaira(o.amount_paid), align: 'end', nowrap: true },
    { key: 'remaining', header: 'Remaining', render: (o) => formatNaira(o.remaining_balance), align: 'end', nowrap: true },
    { key: 'status', header: 'Status', render: (o) => <Badge tone={ORDER_STATUS[o.order_status].tone}>{ORDER_STATUS[o.order_status].label}</Badge> },
    {
      key: 'open',
      header: 'Actions',
      render: (o) => (
        <Button variant="secondary" onClick={() => setOpen(o.id)} aria-label={`Open order ${o.order_no}`}>
          Open
        </Button>
      ),
    },
  ];
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
        <Table caption="Product orders" hideCaption columns={columns} rows={list.rows} rowKey={(o) => o.id} />
      </LoadState>
      {list.hasMore && (
        <Button variant="secondary" onClick={list.loadMore} loading={list.status === 'loading'}>
          Load more
        </Button>
      )}
      <OrderDetails orderId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
