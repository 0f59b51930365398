// /details/:id (facts §3.9): pictures, name, short description, the price (price + mark-up), the down payment per
// item, the quantity stepper capped at stock, Add to Cart, and the product's description.
import { ErrorState, formatNaira, Link, minusNaira, Page, Section, Spinner, useLoad, useParams } from '@coop/shared';
import { AddToCart } from '../components/shop/AddToCart';
import { CartLink } from '../components/shop/CartLink';
import { ProductGallery } from '../components/shop/ProductGallery';
import { shopApi } from '../features/shop/api';
import { useCommerceVersion } from '../features/calls';
import styles from '../components/shop/shop.module.css';

export default function ProductDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const version = useCommerceVersion();
  const product = useLoad((signal) => shopApi.product(id, signal), `product-${id}-${version}`, valid);

  if (!valid) return <Page title="Product details"><ErrorState message="This product does not exist." /></Page>;
  const data = product.data;
  return (
    <Page title={data?.product_name ?? 'Product details'}>
      <div className={styles.actions} style={{ marginBottom: 'var(--space-4)' }}>
        <Link to="/product_financing" className={styles.cartLink}>
          ← Back to products
        </Link>
        <CartLink />
      </div>
      {product.status === 'error' && !data ? (
        <ErrorState message={product.message} onRetry={product.retry} />
      ) : !data ? (
        <Spinner label="Loading the product…" />
      ) : (
        <>
          <div className={styles.details}>
            <ProductGallery name={data.product_name} images={data.images} srcsets={data.images_srcset} />
            <div className={styles.stack}>
              <p className={styles.muted}>{data.category_name}</p>
              <p>{data.short_description}</p>
              <p className={styles.price} style={{ fontSize: '1.5rem' }}>
                {formatNaira(data.current_values)}
              </p>
              <dl className={styles.facts}>
                <dt>Down payment</dt>
                <dd>{formatNaira(data.down_payment)} per item</dd>
                <dt>Repaid after delivery</dt>
                <dd>{formatNaira(minusNaira(data.current_values, data.down_payment))} per item</dd>
              </dl>
              <AddToCart product={data} />
            </div>
          </div>
          <div className={styles.section}>
            <Section title="Product Description">
              <p style={{ whiteSpace: 'pre-line' }}>{data.description || data.short_description}</p>
            </Section>
          </div>
        </>
      )}
    </Page>
  );
}
