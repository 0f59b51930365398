// Standalone entry (`pnpm --filter mfe-commerce dev`): the shell never loads this file.
import '@coop/shared/styles/tokens.css';
import { startStandalone } from '@coop/shared/standalone';
import admin from './exposes/admin';
import feature from './exposes/feature';
import pages from './exposes/pages';

const { ProductFinancing, ProductDetails, Cart, MyProducts, Products, RequestedProduct, Investments, Market, Finance } = pages;

void startStandalone(feature, {
  name: 'mfe-commerce',
  home: '/product_financing',
  pages: [
    { path: '/product_financing', element: <ProductFinancing />, nav: 'Products' },
    { path: '/details/:id', element: <ProductDetails /> },
    { path: '/detail/cart', element: <Cart /> },
    { path: '/my_products', element: <MyProducts />, nav: 'My Products' },
    { path: '/products', element: <Products /> },
    { path: '/requested_product', element: <RequestedProduct /> },
    { path: '/investments', element: <Investments />, nav: 'Investments' },
    { path: '/market', element: <Market /> },
    { path: '/finance', element: <Finance />, nav: 'Finance' },
  ],
  adminPanels: admin.panels,
});
