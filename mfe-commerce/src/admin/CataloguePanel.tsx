// Catalogue (SA, ADMIN): the product categories and every product with its pictures, price, mark-up, down payment
// and stock. Members see price + mark-up.
import { LoadState, Section, useLoad } from '@coop/shared';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { CategoryList } from './CategoryList';
import { ProductList } from './ProductList';
import styles from './panelStyles';

export default function CataloguePanel() {
  const version = useCommerceVersion();
  const categories = useLoad((signal) => commerceAdminApi.categories(signal), `admin-categories-${version}`);
  return (
    <div className={styles.panel}>
      <Section title="Categories">
        <LoadState
          loading={categories.status === 'loading'}
          error={categories.status === 'error' ? categories.message : null}
          empty={false}
          loadingLabel="Loading the categories…"
          emptyTitle=""
          onRetry={categories.retry}
          hasData={categories.data !== undefined}
        >
          <CategoryList categories={categories.data ?? []} />
        </LoadState>
      </Section>
      <Section title="Products">
        <ProductList categories={categories.data ?? []} />
      </Section>
    </div>
  );
}
