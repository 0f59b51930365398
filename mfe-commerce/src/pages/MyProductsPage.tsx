// /my_products (facts §3.9): my orders and my product requests; /products and /requested_product open each view.
import { Page, Tabs, useSearchParams } from '@coop/shared';
import { MyOrders } from '../components/orders/MyOrders';
import { MyRequests } from '../components/requests/MyRequests';
import { CartLink } from '../components/shop/CartLink';

export type MyProductsView = 'orders' | 'requests';

export function MyProductsScreen({ initialView = 'orders' }: { initialView?: MyProductsView }) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'requests' || params.get('view') === 'orders' ? (params.get('view') as MyProductsView) : initialView;
  return (
    <Page title="My Products">
      <div style={{ marginBottom: 'var(--space-4)' }}>
        <CartLink />
      </div>
      <Tabs
        label="My products"
        value={view}
        onChange={(id) => setParams({ view: id }, { replace: true })}
        tabs={[
          { id: 'orders', label: 'My Orders', panel: <MyOrders /> },
          { id: 'requests', label: 'My Requests', panel: <MyRequests /> },
        ]}
      />
    </Page>
  );
}

export default function MyProductsPage() {
  return <MyProductsScreen />;
}
