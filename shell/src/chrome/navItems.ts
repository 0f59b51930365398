// The side navigation of spec §2: the shell's Dashboard, then the remotes' menu items (their manifests' `menu`) in
// their `order`, a link with a `group` inside that group. Items with allowedRoles show only to those roles.
import type { MenuDeclaration, RemoteManifest, Role } from '@coop/shared';
import { ADMIN_ROLES, type RouteEntry } from '../routes/routeTable';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  /** shown under the icon in the narrow ("close") side panel */
  shortLabel: string;
  path: string;
  /** an Icon name; one the shell does not know shows a generic icon */
  icon: string;
  allowedRoles?: Role[];
  /** other paths that belong to this item's section (marks it current there too) */
  section?: string[];
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  shortLabel: string;
  icon: string;
  children: NavLinkItem[];
  allowedRoles?: Role[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** the shell's own item: the console's sections (/dashboard/loans/42) are the Dashboard's too */
const DASHBOARD: NavLinkItem = { kind: 'link', label: 'Dashboard', shortLabel: 'Dashboard', path: '/dashboard', icon: 'dashboard', allowedRoles: ADMIN_ROLES, section: ['/dashboard'] };

function link(item: MenuDeclaration): NavLinkItem {
  return {
    kind: 'link',
    label: item.label,
    shortLabel: item.shortLabel,
    path: item.path,
    icon: item.icon,
    ...(item.allowedRoles ? { allowedRoles: item.allowedRoles } : {}),
    ...(item.section ? { section: item.section } : {}),
  };
}

/**
 * The menu from the manifests. An item leads only to a route of its own remote in `routes` (not to a path the shell
 * or another remote took), and a path appears once. Ties in `order` keep the manifests' order.
 */
export function menuFromManifests(manifests: readonly RemoteManifest[], routes: readonly RouteEntry[]): NavItem[] {
  const placed: Array<{ order: number; item: NavItem; childOrder?: number[] }> = [{ order: 0, item: DASHBOARD }];
  const groups = new Map<string, { order: number; item: NavGroupItem; childOrder: number[] }>();
  const paths = new Set([DASHBOARD.path]);
  for (const manifest of manifests) {
    for (const item of manifest.menu) {
      if (paths.has(item.path) || !routes.some((route) => route.path === item.path && route.remote === manifest.name)) continue;
      paths.add(item.path);
      if (!item.group) {
        placed.push({ order: item.order, item: link(item) });
        continue;
      }
      let group = groups.get(item.group.label);
      if (!group) {
        const { label, shortLabel, icon, order } = item.group;
        group = { order, item: { kind: 'group', label, shortLabel, icon, children: [] }, childOrder: [] };
        groups.set(label, group);
        placed.push(group);
      }
      // children in their order within the group
      const at = group.childOrder.findIndex((order) => order > item.order);
      const index = at === -1 ? group.childOrder.length : at;
      group.childOrder.splice(index, 0, item.order);
      group.item.children.splice(index, 0, link(item));
    }
  }
  return placed
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item }) => item);
}

function visible(item: { allowedRoles?: Role[] }, role: Role | undefined): boolean {
  return !item.allowedRoles || (role !== undefined && item.allowedRoles.includes(role));
}

/** The items this role may see (spec §6: items without a roles list always show). */
export function navItemsFor(role: Role | undefined, items: readonly NavItem[]): NavItem[] {
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
