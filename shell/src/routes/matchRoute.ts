import { ROUTES, type RouteEntry } from './routeTable';
import { matchPath } from '@coop/shared';

/** The route whose path matches `pathname` exactly (params allowed, no prefix matches), or null. */
export function matchRoute(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | null {
  return routes.find((route) => matchPath({ path: route.path, end: true, caseSensitive: true }, pathname)) ?? null;
}
