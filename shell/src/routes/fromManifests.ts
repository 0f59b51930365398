// The route table made from the remotes' manifests: the shell's own routes first, then each remote's, in the order
// given. A remote cannot take a path the shell or an earlier remote has (nor one beneath /dashboard, nor an alias).
import type { RemoteManifest } from '@coop/shared';
import { ROUTE_ALIASES, SHELL_ROUTES, type RouteEntry } from './routeTable';

/** `/details/:id` and `/details/:productId` are one path to the router */
const pathKey = (path: string) => path.replace(/\/:[^/]+/g, '/:');

function shellOwns(path: string): boolean {
  return SHELL_ROUTES.some((route) => route.subpaths && path.startsWith(`${route.path}/`)) || path in ROUTE_ALIASES;
}

export function routesFromManifests(manifests: readonly RemoteManifest[]): RouteEntry[] {
  const table: RouteEntry[] = [...SHELL_ROUTES];
  const taken = new Set(table.map((route) => pathKey(route.path)));
  for (const manifest of manifests) {
    for (const route of manifest.routes) {
      const key = pathKey(route.path);
      if (taken.has(key) || shellOwns(route.path)) {
        console.warn(`[shell] ${manifest.name} declares ${route.path}, which is taken: ignored`);
        continue;
      }
      taken.add(key);
      table.push({
        path: route.path,
        remote: manifest.name,
        page: route.page,
        crumb: route.title,
        chrome: route.chrome,
        requiresAuth: route.requiresAuth,
        ...(route.allowedRoles ? { allowedRoles: route.allowedRoles } : {}),
        ...(route.breadcrumb ? { breadcrumb: route.breadcrumb } : {}),
        ...(route.membership ? { membership: true } : {}),
      });
    }
  }
  return table;
}
