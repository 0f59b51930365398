// /finance: the finance categories (`allFinanceCategories`) with how many products each has, and the chosen
// category's products (`allFinanceProducts`), searchable like the catalogue.
import { useState } from 'react';
import { Card, ErrorState, Link, Page, Spinner, useLoad } from '@coop/shared';
import { CartLink } from '../components/shop/CartLink';
import { ProductCatalogue } from '../components/shop/ProductCatalogue';
import { shopApi } from '../features/shop/api';
import styles from '../components/shop/shop.module.css';

export default function FinancePage() {
  const categories = useLoad((signal) => shopApi.categories(signal), 'finance-categories');
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Page title="Finance categories" intro="Everything the society finances, by category: a down payment now, the rest repaid after delivery.">
      <div className={styles.actions} style={{ marginBottom: 'var(--space-4)' }}>
        <CartLink />
        <Link to="/my_products" className={styles.cartLink}>
          My Products
        </Link>
      </div>
      {categories.status === 'error' ? (
        <ErrorState message={categories.message} onRetry={categories.retry} />
      ) : !categories.data ? (
        <Spinner label="Loading the categories…" />
      ) : (
        <>
          <div className={styles.orders} style={{ marginBottom: 'var(--space-4)' }}>
            {categories.data.map((c) => (
              <Card key={c.id} title={c.category_name} headingLevel={2}>
                <p className={styles.muted}>{c.products === 1 ? '1 product' : `${c.products ?? 0} products`}</p>
                <button type="button" className={styles.category} aria-pressed={chosen === c.id} onClick={() => setChosen(c.id)} aria-label={`Show ${c.category_name} products`}>
                  Show products
                </button>
              </Card>
            ))}
          </div>
          <ProductCatalogue categories={categories.data} initialCategory={chosen} />
        </>
      )}
    </Page>
  );
}
