// `./admin`: the product-finance and investment panels the shell shows on /dashboard to SA and ADMIN.
import { lazy } from 'react';
import type { RemoteAdmin } from '@coop/shared';

const admin: RemoteAdmin = {
  panels: [
    { id: 'catalogue', title: 'Catalogue', component: lazy(() => import('../admin/CataloguePanel')) },
    { id: 'orders', title: 'Product orders', component: lazy(() => import('../admin/OrdersPanel')) },
    { id: 'product-requests', title: 'Product requests', component: lazy(() => import('../admin/ProductRequestsPanel')) },
    { id: 'investments', title: 'Investments', component: lazy(() => import('../admin/InvestmentsPanel')) },
  ],
};

export default admin;
