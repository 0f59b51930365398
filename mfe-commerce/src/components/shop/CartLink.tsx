// The cart icon with its count (`userCartCount`), read again after every change.
import { Link, useLoad } from '@coop/shared';
import { useCommerceVersion } from '../../features/calls';
import { shopApi } from '../../features/shop/api';
import styles from './shop.module.css';

export function CartLink() {
  const version = useCommerceVersion();
  const count = useLoad((signal) => shopApi.cartCount(signal), `cart-count-${version}`);
  const n = count.data ?? 0;
  return (
    <Link to="/detail/cart" className={styles.cartLink} aria-label={`Cart, ${n} ${n === 1 ? 'item' : 'items'}`}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
      </svg>
      <span aria-hidden="true">Cart</span>
      <span className={styles.badge} aria-hidden="true">
        {n}
      </span>
    </Link>
  );
}
