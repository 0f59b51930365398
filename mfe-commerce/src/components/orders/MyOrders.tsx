// My orders (facts §3.9): Ongoing (pending, approved, delivered) | Completed (paid, closed, declined), each with its
// details, payments and — once delivered — repayment.
import { useState } from 'react';
import { Button, EmptyState, Link, LoadState, useLoad } from '@coop/shared';
import type { OrderRow } from '@coop/api/contract';
import { useCommerceVersion } from '../../features/calls';
import { isOngoing } from '../shop/orderStatus';
import { shopApi } from '../../features/shop/api';
import { OrderCard, type OrderAction } from './OrderCard';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { OrderPaymentsDialog } from './OrderPaymentsDialog';
import { OrderRepayDialog } from './OrderRepayDialog';
import styles from '../shop/shop.module.css';

export function MyOrders() {
  const version = useCommerceVersion();
  const orders = useLoad((signal) => shopApi.orders(signal), `orders-${version}`);
  const [ongoing, setOngoing] = useState(true);
  const [open, setOpen] = useState<{ action: OrderAction; order: OrderRow } | null>(null);
  const shown = (orders.data ?? []).filter((o) => isOngoing(o.order_status) === ongoing);
  const close = () => setOpen(null);

  return (
    <div>
      <div className={styles.toggle} role="group" aria-label="Which orders">
        <Button variant={ongoing ? 'primary' : 'secondary'} aria-pressed={ongoing} onClick={() => setOngoing(true)}>
          Ongoing
        </Button>
        <Button variant={ongoing ? 'secondary' : 'primary'} aria-pressed={!ongoing} onClick={() => setOngoing(false)}>
          Completed
        </Button>
      </div>
      <LoadState
        loading={orders.status === 'loading'}
        error={orders.status === 'error' ? orders.message : null}
        empty={false}
        hasData={Boolean(orders.data)}
        loadingLabel="Loading your orders…"
        emptyTitle=""
        onRetry={orders.retry}
      >
        {shown.length ? (
          <div className={styles.orders}>
            {shown.map((order) => (
              <OrderCard key={order.id} order={order} onAction={(action, o) => setOpen({ action, order: o })} />
            ))}
          </div>
        ) : (
          <EmptyState
            title={ongoing ? 'No ongoing orders' : 'No completed orders'}
            description={ongoing ? 'Orders you check out appear here until they are repaid.' : 'Repaid, closed and declined orders appear here.'}
            action={
              <Link to="/product_financing" className={styles.cartLink}>
                Browse products
              </Link>
            }
          />
        )}
      </LoadState>
      {open?.action === 'detail' && <OrderDetailsDialog order={open.order} onClose={close} />}
      {open?.action === 'transactions' && <OrderPaymentsDialog order={open.order} onClose={close} />}
      {open?.action === 'repay' && <OrderRepayDialog order={open.order} onClose={close} />}
    </div>
  );
}
