// The shell's own routes (spec §2: the landing page, /404, the /dashboard console) and the shape of every route; the
// remotes' routes come from their manifests (routes/fromManifests.ts), so the shell names no remote's path.
import type { Role } from '@coop/shared';

/** a remote's container name, e.g. 'mfe_savings' */
export type RemoteName = string;
export type ShellPage = 'Landing' | 'NotFound' | 'AdminDashboard';

interface BaseRoute {
  path: string;
  chrome: 'none' | 'app';
  /** the page's name in the breadcrumb and the page search */
  crumb: string;
  requiresAuth: boolean;
  /** only these roles may open it (exact path match, spec §6; with `subpaths`, every path beneath it too) */
  allowedRoles?: Role[];
  /**
   * the page owns every path beneath its own (/dashboard/loans/42: the console's sections) and names itself: it sets
   * the document title and the breadcrumb's trail as its sections change
   */
  subpaths?: boolean;
}
export interface RemoteRoute extends BaseRoute {
  remote: RemoteName;
  /** the key of the remote's `./pages` record */
  page: string;
  /** the crumbs between Home and this page's own, if any */
  breadcrumb?: Array<{ label: string; path?: string }>;
  /** the remote says the page needs a membership (its page shows the gate) */
  membership?: boolean;
}
export interface ShellRoute extends BaseRoute {
  remote: 'shell';
  page: ShellPage;
}
export type RouteEntry = RemoteRoute | ShellRoute;

export const isShellRoute = (route: RouteEntry): route is ShellRoute => route.remote === 'shell';

export const ADMIN_ROLES: Role[] = ['SA', 'ADMIN'];

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/', remote: 'shell', page: 'Landing', crumb: 'Home', chrome: 'none', requiresAuth: false },
  { path: '/404', remote: 'shell', page: 'NotFound', crumb: 'Page not found', chrome: 'none', requiresAuth: false },
  { path: '/dashboard', remote: 'shell', page: 'AdminDashboard', crumb: 'Dashboard', chrome: 'app', requiresAuth: true, allowedRoles: ADMIN_ROLES, subpaths: true },
];

/** Other spellings that lead to a route: spec §2/§8 send some unauthorised replies to /sign-in. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = { '/sign-in': '/signin' };

export const NOT_FOUND_PATH = '/404';
/** where the guard sends someone who must sign in first (spec §4), whichever remote serves it */
export const SIGNIN_PATH = '/signin';
