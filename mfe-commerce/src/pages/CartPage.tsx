// /detail/cart, "Shopping Cart" (facts §3.9): the lines, the Order Summary, and Checkout with the down payment.
import { useEffect, useState } from 'react';
import type { CheckoutReply } from '@coop/api/contract';
import { EmptyState, ErrorState, Link, Page, Spinner, useLoad } from '@coop/shared';
import { CartLineItem } from '../components/shop/CartLineItem';
import { CHECKOUT_CALL, DownPaymentDialog } from '../components/shop/DownPaymentDialog';
import { OrderSummary } from '../components/shop/OrderSummary';
import { shopApi } from '../components/shop/shopApi';
import { useCall, useCommerceVersion } from '../features/calls';
import styles from '../components/shop/shop.module.css';

export default function CartPage() {
  const version = useCommerceVersion();
  const cart = useLoad(async (signal) => {
    const [lines, totals] = await Promise.all([shopApi.cart(signal), shopApi.cartTotal(signal)]);
    return { lines: lines.my_carts, totals };
  }, `cart-${version}`);
  const [paying, setPaying] = useState(false);
  const checkout = useCall(CHECKOUT_CALL);
  const placed = (checkout.reply as CheckoutReply | null)?.order ?? null;
  useEffect(() => () => void checkout.reset(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const data = cart.data;

  return (
    <Page title="Shopping Cart">
      <div className={styles.actions} style={{ marginBottom: 'var(--space-4)' }}>
        <Link to="/product_financing" className={styles.cartLink}>
          ← Back Shopping
        </Link>
        <Link to="/my_products" className={styles.cartLink}>
          My Products
        </Link>
      </div>
      {cart.status === 'error' && !data ? (
        <ErrorState message={cart.message} onRetry={cart.retry} />
      ) : !data ? (
        <Spinner label="Loading your cart…" />
      ) : !data.lines.length ? (
        <EmptyState
          title={placed ? `Order ${placed.order_no} has been placed` : 'Your cart is empty'}
          description={
            placed
              ? 'The society will approve and deliver it; repay the remaining amount from My Products after delivery.'
              : 'Add products from the catalogue; you pay a down payment at checkout and repay the rest after delivery.'
          }
          action={
            <Link to={placed ? '/products' : '/product_financing'} className={styles.cartLink}>
              {placed ? 'See my orders' : 'Browse products'}
            </Link>
          }
        />
      ) : (
        <div className={styles.cartLayout}>
          <ul className={styles.lines} aria-label="Cart items">
            {data.lines.map((line) => (
              <CartLineItem key={line.cart_id} line={line} />
            ))}
          </ul>
          {data.totals && <OrderSummary totals={data.totals} onCheckout={() => setPaying(true)} />}
        </div>
      )}
      {data?.totals && <DownPaymentDialog open={paying} totals={data.totals} onClose={() => setPaying(false)} />}
    </Page>
  );
}
