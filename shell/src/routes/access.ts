// Who may open what, and where people go (spec §4, §6; ARCHITECTURE §4). Pure functions: the guard
// component and the auth saga both decide with these.
import type { Role, SessionUser } from '@coop/shared';
import { matchRoute } from './matchRoute';
import { SIGNIN_PATH, type RouteEntry } from './routeTable';

export function isAdmin(role: Role | undefined): boolean {
  return role === 'SA' || role === 'ADMIN';
}

/** Where a signed-in person belongs: the admin dashboard, or the savings home for members. */
export function homePath(user: Pick<SessionUser, 'role'>): string {
  return isAdmin(user.role) ? '/dashboard' : '/savings';
}

export function roleAllowed(route: RouteEntry, role: Role | undefined): boolean {
  return !route.allowedRoles || (role !== undefined && route.allowedRoles.includes(role));
}

/** After login: the remembered path if this user may open it, else their home. */
export function afterLoginPath(user: Pick<SessionUser, 'role'>, lastUrl: string | null): string {
  if (lastUrl && lastUrl.startsWith('/') && !lastUrl.startsWith('//')) {
    const route = matchRoute(lastUrl.split(/[?#]/)[0]);
    if (route && route.requiresAuth && roleAllowed(route, user.role)) return lastUrl;
  }
  return homePath(user);
}

export type AccessDecision =
  | { kind: 'allow'; recordLastUrl: boolean }
  | { kind: 'redirect'; to: string; rememberPath?: string };

const SIGNED_IN_AWAY = new Set(['/signin', '/signup']);

/**
 * @param route      the matched route
 * @param user       the signed-in user, or null
 * @param location   path + search being opened
 * @param lastUrl    the remembered path (for a signed-in user opening /signin or /signup)
 * @param arrivedSignedIn  whether the user was already signed in when this page was opened; a login that
 *                   happens ON /signin is routed by the auth saga, not here
 */
export function decideAccess(route: RouteEntry, user: SessionUser | null, location: string, lastUrl: string | null, arrivedSignedIn = Boolean(user)): AccessDecision {
  if (!route.requiresAuth) {
    if (user && arrivedSignedIn && SIGNED_IN_AWAY.has(route.path)) return { kind: 'redirect', to: afterLoginPath(user, lastUrl) };
    return { kind: 'allow', recordLastUrl: false };
  }
  if (!user) return { kind: 'redirect', to: SIGNIN_PATH, rememberPath: location };
  // Not /signin: a signed-in user without the role would loop between the two.
  if (!roleAllowed(route, user.role)) return { kind: 'redirect', to: homePath(user) };
  return { kind: 'allow', recordLastUrl: true };
}
