import type { RouteObject } from '@coop/shared';
import { routerPath } from '../routes/matchRoute';
import { routeTable } from '../remotes/contributions';
import { RouteContent } from './RouteContent';
import { RouteGate } from './RouteGate';

/** The router's tree: one guarded layout around every route of the table (the shell's and the remotes' manifests'); anything else → /404. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RouteGate />,
      children: [
        ...routeTable().map((route) => ({ path: routerPath(route), element: <RouteContent key={route.path} route={route} /> })),
        { path: '*', element: null },
      ],
    },
  ];
}
