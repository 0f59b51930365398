// What this remote contributes to the shell: its pages, its menu items (the Product Financing group, placed among
// the other remotes' items by `order`) and its console sections. Built into pages-manifest.json beside
// mf-manifest.json (shared/mf/remote-manifest.cjs); every `page` is a key of ./pages.
import type { RemoteManifest } from '@coop/shared';

const member = (path: string, page: string, title: string) => ({ path, page, title, chrome: 'app', requiresAuth: true }) as const;
const productFinancing = { label: 'Product Financing', shortLabel: 'Products', icon: 'products', order: 60 };

export const manifest = {
  name: 'mfe_commerce',
  title: 'Products and investments',
  routes: [
    member('/product_financing', 'ProductFinancing', 'Products'),
    member('/my_products', 'MyProducts', 'My products'),
    member('/requested_product', 'RequestedProduct', 'Requested products'),
    member('/products', 'Products', 'Product orders'),
    member('/details/:id', 'ProductDetails', 'Product details'),
    member('/detail/cart', 'Cart', 'Shopping cart'),
    member('/market', 'Market', 'Market place'),
    member('/finance', 'Finance', 'Finance categories'),
    member('/investments', 'Investments', 'Investments'),
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
} satisfies RemoteManifest;
