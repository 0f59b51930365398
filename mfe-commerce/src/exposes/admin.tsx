// `./admin`: the console's Shop section (/dashboard/shop, an order at /dashboard/shop/orders/{id}) and Investments
// section (/dashboard/investments, one at /dashboard/investments/{id}), each's code loaded when it is opened; and the
// same parts as panels for a shell older than the console.
import { lazy } from 'react';
import type { RemoteAdmin } from '@coop/shared';

const admin: RemoteAdmin = {
  sections: [
    { path: 'shop', title: 'Shop', order: 40, component: lazy(() => import('../admin/ShopSection')), routes: [{ path: 'orders/:id', crumb: 'Order :id' }] },
    { path: 'investments', title: 'Investments', order: 50, component: lazy(() => import('../admin/InvestmentsSection')), routes: [{ path: ':id', crumb: 'Investment :id' }] },
  ],
  panels: [
    { id: 'catalogue', title: 'Catalogue', component: lazy(() => import('../admin/CataloguePanel')) },
    { id: 'orders', title: 'Product orders', component: lazy(() => import('../admin/OrdersPanel')) },
    { id: 'product-requests', title: 'Product requests', component: lazy(() => import('../admin/ProductRequestsPanel')) },
    { id: 'investments', title: 'Investments', component: lazy(() => import('../admin/InvestmentsPanel')) },
  ],
};

export default admin;
