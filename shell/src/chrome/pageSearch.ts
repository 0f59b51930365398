// The chrome's page finder: nav labels (full and short) and breadcrumb names of every page this user may open.
import type { Role } from '@coop/shared';
import { roleAllowed } from '../routes/access';
import { menuItems, routeTable } from '../remotes/contributions';
import type { RouteEntry } from '../routes/routeTable';
import { navItemsFor, type NavItem, type NavLinkItem } from './navItems';

export interface PageHit {
  label: string;
  path: string;
}

export function searchablePages(role: Role | undefined, routes: readonly RouteEntry[] = routeTable(), nav: readonly NavItem[] = navItemsFor(role, menuItems())): PageHit[] {
  const hits = new Map<string, PageHit>();
  const add = (label: string, path: string) => {
    const key = `${label.toLowerCase()}|${path}`;
    if (!hits.has(key)) hits.set(key, { label, path });
  };
  // the narrow side panel shows short labels ("Shares"): people search for what they saw
  const addLink = (link: NavLinkItem) => {
    add(link.label, link.path);
    add(link.shortLabel, link.path);
  };
  for (const item of nav) {
    if (item.kind === 'link') addLink(item);
    else item.children.forEach(addLink);
  }
  for (const route of routes) {
    if (!route.requiresAuth || route.path.includes(':') || !roleAllowed(route, role)) continue;
    add(route.crumb, route.path);
  }
  return [...hits.values()];
}

/** Pages whose name contains every word typed; exact names first, then names that start with it. */
export function findPages(query: string, pages: PageHit[], limit = 8): PageHit[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const words = q.split(/\s+/);
  const rank = (label: string) => (label === q ? 0 : label.startsWith(q) ? 1 : 2);
  const seenPaths = new Set<string>();
  return pages
    .filter((page) => words.every((word) => page.label.toLowerCase().includes(word)))
    .sort((a, b) => rank(a.label.toLowerCase()) - rank(b.label.toLowerCase()) || a.label.localeCompare(b.label))
    .filter((page) => {
      // one entry per page: the best-ranked name wins
      if (seenPaths.has(page.path)) return false;
      seenPaths.add(page.path);
      return true;
    })
    .slice(0, limit);
}
