// /product_financing (facts §3.9): the catalogue, the cart with its count, and Request Product. Open to every signed-in
// user, members or not (facts §1.3).
import { useState } from 'react';
import { Button, ErrorState, Link, Page, Spinner, useLoad, useSearchParams } from '@coop/shared';
import { CartLink } from '../components/shop/CartLink';
import { ProductCatalogue } from '../components/shop/ProductCatalogue';
import { RequestProductDialog } from '../components/shop/RequestProductDialog';
import { shopApi } from '../features/shop/api';
import styles from '../components/shop/shop.module.css';

export default function ProductFinancingPage() {
  const [params] = useSearchParams();
  const categories = useLoad((signal) => shopApi.categories(signal), 'categories');
  const [requesting, setRequesting] = useState(false);
  const chosen = Number(params.get('category'));
  const initialCategory = Number.isInteger(chosen) && chosen > 0 ? chosen : null;

  return (
    <Page title="Product Finance" intro="Buy now with a down payment and repay the rest after delivery.">
      <div className={styles.actions} style={{ marginBottom: 'var(--space-4)' }}>
        <CartLink />
        <Link to="/my_products" className={styles.cartLink}>
          My Products
        </Link>
        <Button onClick={() => setRequesting(true)}>+ Request Product</Button>
      </div>
      {categories.status === 'error' ? (
        <ErrorState message={categories.message} onRetry={categories.retry} />
      ) : !categories.data ? (
        <Spinner label="Loading the catalogue…" />
      ) : (
        <ProductCatalogue categories={categories.data} initialCategory={initialCategory} />
      )}
      <RequestProductDialog open={requesting} onClose={() => setRequesting(false)} />
    </Page>
  );
}
