// `./pages`: each page's code loads only when it is first visited, or when the shell loads it ahead
// (lazyWithPreload: then it renders at once; ARCHITECTURE §3). The names are the shell's
// route table's (shell/src/routes/routeTable.ts). Each chunk is named `page-<Page>`: a document that opens the page, or
// the sign-in page expecting it next, fetches it ahead (shared/mf/page-chunks-plugin.cjs).
import { lazyWithPreload, type RemotePages } from '@coop/shared';

const pages: RemotePages = {
  ProductFinancing: lazyWithPreload(() => import(/* webpackChunkName: "page-ProductFinancing" */ '../pages/ProductFinancingPage')),
  ProductDetails: lazyWithPreload(() => import(/* webpackChunkName: "page-ProductDetails" */ '../pages/ProductDetailsPage')),
  Cart: lazyWithPreload(() => import(/* webpackChunkName: "page-Cart" */ '../pages/CartPage')),
  MyProducts: lazyWithPreload(() => import(/* webpackChunkName: "page-MyProducts" */ '../pages/MyProductsPage')),
  Products: lazyWithPreload(() => import(/* webpackChunkName: "page-Products" */ '../pages/ProductsPage')),
  RequestedProduct: lazyWithPreload(() => import(/* webpackChunkName: "page-RequestedProduct" */ '../pages/RequestedProductPage')),
  Investments: lazyWithPreload(() => import(/* webpackChunkName: "page-Investments" */ '../pages/InvestmentsPage')),
  Market: lazyWithPreload(() => import(/* webpackChunkName: "page-Market" */ '../pages/MarketPage')),
  Finance: lazyWithPreload(() => import(/* webpackChunkName: "page-Finance" */ '../pages/FinancePage')),
};

export default pages;
