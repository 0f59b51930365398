// A few catalogue products on the landing page, from the open `allFinanceProducts1` (no sign-in needed). A product
// opens its page, which asks a visitor to sign in first. Nothing shows while the list loads or when it is empty.
import { formatNaira, http, Link, useLoad } from '@coop/shared';
import type { ProductCard, ProductsReply } from '@coop/api/contract';
import styles from './LandingPage.module.css';

export const TEASER_PRODUCTS = 4;
/** .products: 2 columns on a phone (122 px at 360), 4 from 768 px inside .inner (at most 1120 px): which picture copy to fetch */
const TEASER_PICTURE_SIZES = '(min-width: 1200px) 234px, (min-width: 768px) calc(25vw - 58px), calc(50vw - 58px)';

export function ProductTeaser() {
  const products = useLoad((signal) => http.get<ProductsReply>('allFinanceProducts1', { signal, query: { per_page: TEASER_PRODUCTS } }), 'landing-products');
  const rows: ProductCard[] = products.status === 'ready' ? products.data.products.data : [];
  if (!rows.length) return null;
  return (
    <section id="products" className={styles.section} aria-labelledby="products-title">
      <div className={styles.inner}>
        <h2 id="products-title" className={styles.sectionTitle}>
          Buy now, pay over time
        </h2>
        <p className={styles.lead}>Pay a down payment, take the product home, and repay the rest in instalments.</p>
        <ul className={`${styles.grid} ${styles.products}`}>
          {rows.map((p) => (
            <li key={p.id} className={styles.card}>
              <Link to={`/details/${p.id}`} className={styles.productLink}>
                {p.image && <img src={p.image} srcSet={p.image_srcset || undefined} sizes={p.image_srcset ? TEASER_PICTURE_SIZES : undefined} alt={p.product_name} className={styles.productImage} decoding="async" loading="lazy" />}
                <h3 className={styles.cardTitle}>{p.product_name}</h3>
                <p className={styles.cardText}>
                  {formatNaira(p.current_values)} · down payment {formatNaira(p.down_payment)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/product_financing">See all products</Link>
      </div>
    </section>
  );
}
