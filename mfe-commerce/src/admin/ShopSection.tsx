// The console's Shop section (/dashboard/shop/*): the catalogue, product orders and product requests as tabs (the tab
// in the URL: ?part=), and each order's own page beneath (/dashboard/shop/orders/{id}).
import { Route, Routes, Tabs, useUrlParam } from '@coop/shared';
import CataloguePanel from './CataloguePanel';
import OrderPage from './OrderPage';
import OrdersPanel from './OrdersPanel';
import ProductRequestsPanel from './ProductRequestsPanel';
import styles from './panelStyles';

const PARTS = ['orders', 'requests', 'catalogue'] as const;
type Part = (typeof PARTS)[number];

function ShopHome() {
  const [part, setPart] = useUrlParam<Part>('part', PARTS, 'orders');
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>Orders and product requests waiting for an administrator, and the catalogue members buy from.</p>
      <Tabs
        label="Shop"
        value={part}
        onChange={(id) => setPart(id as Part)}
        tabs={[
          { id: 'orders', label: 'Product orders', panel: <OrdersPanel /> },
          { id: 'requests', label: 'Product requests', panel: <ProductRequestsPanel /> },
          { id: 'catalogue', label: 'Catalogue', panel: <CataloguePanel /> },
        ]}
      />
    </div>
  );
}

export default function ShopSection() {
  return (
    <Routes>
      <Route index element={<ShopHome />} />
      <Route path="orders/:id" element={<OrderPage />} />
    </Routes>
  );
}
