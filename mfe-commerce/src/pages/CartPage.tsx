// /detail/cart, "Shopping Cart" (facts §3.9): the lines, the Order Summary, and Checkout with the down payment.
import { useState } from 'react';
import { EmptyState, ErrorState, Link, Page, Spinner, useLoad } from '@coop/shared';
import { CartLineItem } from '../components/shop/CartLineItem';
import { DownPaymentDialog } from '../components/shop/DownPaymentDialog';
import { OrderSummary } from '../components/shop/OrderSummary';
import { shopApi } from '../features/shop/api';
import { useCommerceVersion } from '../features/calls';
import styles from '../components/shop/shop.module.css';

export default function CartPage() {
  const version = useCommerceVersion();
  const cart = useLoad(async (signal) => {
    const [lines, totals] = await Promise.all([shopApi.cart(signal), shopApi.cartTotal(signal)]);
    return { lines: lines.my_carts, totals };
  }, `cart-${version}`);
  const [paying, setPaying] = useState(false);
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
          title="Your cart is empty"
          description="Add products from the catalogue; you pay a down payment at checkout and repay the rest after delivery. Orders you placed are under My Orders."
          action={
            <span className={styles.actions}>
              <Link to="/product_financing" className={styles.cartLink}>
                Browse products
              </Link>
              <Link to="/products" className={styles.cartLink}>
                My Orders
              </Link>
            </span>
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
