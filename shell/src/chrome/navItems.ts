// The side navigation of spec §2, in its order. Items with allowedRoles show only to those roles.
import type { Role } from '@coop/shared';
import { ADMIN_ROLES } from '../routes/routeTable';
import type { IconName } from './Icon';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  /** shown under the icon in the narrow ("close") side panel */
  shortLabel: string;
  path: string;
  icon: IconName;
  allowedRoles?: Role[];
  /** other paths that belong to this item's section (marks it current there too) */
  section?: string[];
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  shortLabel: string;
  icon: IconName;
  children: NavLinkItem[];
  allowedRoles?: Role[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export const NAV_ITEMS: readonly NavItem[] = [
  // the console's sections (/dashboard/loans/42) are the Dashboard's too
  { kind: 'link', label: 'Dashboard', shortLabel: 'Dashboard', path: '/dashboard', icon: 'dashboard', allowedRoles: ADMIN_ROLES, section: ['/dashboard'] },
  { kind: 'link', label: 'Wallet', shortLabel: 'Wallet', path: '/wallet', icon: 'wallet', section: ['/account_statement'] },
  {
    kind: 'link', label: 'Save', shortLabel: 'Save', path: '/savings-tab/regular', icon: 'save',
    section: ['/savings', '/savings-tab/target', '/savings-tab/savetoloan', '/regular', '/target', '/savetoloan'],
  },
  { kind: 'link', label: 'Shareholdings', shortLabel: 'Shares', path: '/shareholdings', icon: 'shares' },
  { kind: 'link', label: 'Loan', shortLabel: 'Loan', path: '/loan', icon: 'loan', section: ['/loan-group', '/loans'] },
  { kind: 'link', label: 'Business Financing', shortLabel: 'Business', path: '/business-fianance', icon: 'business' },
  {
    kind: 'group', label: 'Product Financing', shortLabel: 'Products', icon: 'products',
    children: [
      {
        kind: 'link', label: 'Products', shortLabel: 'Products', path: '/product_financing', icon: 'products',
        section: ['/details', '/detail/cart', '/finance'],
      },
      { kind: 'link', label: 'My Products', shortLabel: 'My products', path: '/my_products', icon: 'box', section: ['/requested_product', '/products'] },
      { kind: 'link', label: 'Investments', shortLabel: 'Invest', path: '/investments', icon: 'shares', section: ['/market'] },
    ],
  },
  { kind: 'link', label: 'Transactions', shortLabel: 'Transactions', path: '/transactions', icon: 'transactions' },
  { kind: 'link', label: 'Account', shortLabel: 'Account', path: '/settings', icon: 'account' },
];

function visible(item: { allowedRoles?: Role[] }, role: Role | undefined): boolean {
  return !item.allowedRoles || (role !== undefined && item.allowedRoles.includes(role));
}

/** The items this role may see (spec §6: items without a roles list always show). */
export function navItemsFor(role: Role | undefined, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items
    .filter((item) => visible(item, role))
    .map((item) => (item.kind === 'group' ? { ...item, children: item.children.filter((child) => visible(child, role)) } : item))
    .filter((item) => item.kind === 'link' || item.children.length > 0);
}

/** true when `pathname` is this item's page or one of its section's pages */
export function isItemCurrent(item: NavLinkItem, pathname: string): boolean {
  if (pathname === item.path) return true;
  return (item.section ?? []).some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
