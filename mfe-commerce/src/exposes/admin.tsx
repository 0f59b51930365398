// `./admin`: the console's Shop section (/dashboard/shop, an order at /dashboard/shop/orders/{id}) and Investments
// section (/dashboard/investments, one at /dashboard/investments/{id}), each's code loaded when it is opened; and the
// same parts as panels for a shell older than the console.
import { lazy } from 'react';
import { consoleSections, type RemoteAdmin } from '@coop/shared';
import { manifest } from './manifest';

const admin: RemoteAdmin = {
  sections: consoleSections(manifest.consoleSections, {
    shop: lazy(() => import('../admin/ShopSection')),
    investments: lazy(() => import('../admin/InvestmentsSection')),
  }),
  panels: [
    { id: 'catalogue', title: 'Catalogue', component: lazy(() => import('../admin/CataloguePanel')) },
    { id: 'orders', title: 'Product orders', component: lazy(() => import('../admin/OrdersPanel')) },
    { id: 'product-requests', title: 'Product requests', component: lazy(() => import('../admin/ProductRequestsPanel')) },
    { id: 'investments', title: 'Investments', component: lazy(() => import('../admin/InvestmentsPanel')) },
  ],
};

export default admin;
