// mfe-commerce's part of the app as the shell builds it (ARCHITECTURE §3): shop, orders, market and investments, the
// Product Financing menu group, the console's Shop and Investments sections. Written into pages-manifest.json at build time.
import type { RemoteManifestSource } from '@coop/shared';

const productFinancing = { label: 'Product Financing', shortLabel: 'Products', icon: 'products', order: 60 };

export const manifest = {
  name: 'mfe_commerce',
  title: 'Products and investments',
  routes: [
    { path: '/product_financing', page: 'ProductFinancing', title: 'Products' },
    { path: '/my_products', page: 'MyProducts', title: 'My products' },
    { path: '/requested_product', page: 'RequestedProduct', title: 'Requested products' },
    { path: '/products', page: 'Products', title: 'Product orders' },
    { path: '/details/:id', page: 'ProductDetails', title: 'Product details' },
    { path: '/detail/cart', page: 'Cart', title: 'Shopping cart' },
    { path: '/market', page: 'Market', title: 'Market place', membership: true },
    { path: '/finance', page: 'Finance', title: 'Finance categories' },
    { path: '/investments', page: 'Investments', title: 'Investments', membership: true },
  ],
  menu: [
    {
      label: 'Products',
      shortLabel: 'Products',
      path: '/product_financing',
      icon: 'products',
      order: 1,
      group: productFinancing,
      section: ['/details', '/detail/cart', '/finance'],
    },
    { label: 'My Products', shortLabel: 'My products', path: '/my_products', icon: 'box', order: 2, group: productFinancing, section: ['/requested_product', '/products'] },
    { label: 'Investments', shortLabel: 'Invest', path: '/investments', icon: 'shares', order: 3, group: productFinancing, section: ['/market'] },
  ],
  consoleSections: [
    { path: 'shop', title: 'Shop', order: 40, routes: [{ path: 'orders/:id', crumb: 'Order :id' }] },
    { path: 'investments', title: 'Investments', order: 50, routes: [{ path: ':id', crumb: 'Investment :id' }] },
  ],
} satisfies RemoteManifestSource;
