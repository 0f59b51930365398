import { routeTable } from '../remotes/contributions';
import type { RouteEntry } from './routeTable';
import { matchPath } from '@coop/shared';

/**
 * The route whose path matches `pathname` exactly (params allowed), or null. Only a route with `subpaths` also
 * matches the paths beneath it, whole segments only (/dashboard/loans, never /dashboardx).
 */
export function matchRoute(pathname: string, routes: readonly RouteEntry[] = routeTable()): RouteEntry | null {
  return routes.find((route) => matchPath({ path: route.path, end: !route.subpaths, caseSensitive: true }, pathname)) ?? null;
}

/** The router's pattern for a route: its path, and `/*` beneath it when it owns its subpaths. */
export function routerPath(route: RouteEntry): string {
  return route.subpaths ? `${route.path}/*` : route.path;
}
