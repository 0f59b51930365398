// The cart icon with its count (`userCartCount`), read again after every change.
import { Link, useLoad } from '@coop/shared';
import { useCommerceVersion } from '../../features/calls';
import { shopApi } from './shopApi';
import styles from './shop.module.css';

export function CartLink() {
  const version = useCommerceVersion();
  const count = useLoad((signal) => shopApi.cartCount(signal), `cart-count-${version}`);
  const n = count.data ?? 0;
  return (
    <Link to="/detail/cart" className={styles.cartLink} aria-label={`Cart, ${n} ${n === 1 ? 'item' : 'items'}`}>
      <span aria-hidden="true">🛒 Cart</span>
      <span className={styles.badge} aria-hidden="true">
        {n}
      </span>
    </Link>
  );
}
