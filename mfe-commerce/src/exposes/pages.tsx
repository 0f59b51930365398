// `./pages`: each page's code loads only when it is first visited (ARCHITECTURE §3). The names are the shell's
// route table's (shell/src/routes/routeTable.ts).
import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';

const pages: RemotePages = {
  ProductFinancing: lazy(() => import('../pages/ProductFinancingPage')),
  ProductDetails: lazy(() => import('../pages/ProductDetailsPage')),
  Cart: lazy(() => import('../pages/CartPage')),
  MyProducts: lazy(() => import('../pages/MyProductsPage')),
  Products: lazy(() => import('../pages/ProductsPage')),
  RequestedProduct: lazy(() => import('../pages/RequestedProductPage')),
  Investments: lazy(() => import('../pages/InvestmentsPage')),
  Market: lazy(() => import('../pages/MarketPage')),
  Finance: lazy(() => import('../pages/FinancePage')),
};

export default pages;
