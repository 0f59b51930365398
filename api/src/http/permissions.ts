// Who may call which administrators' route: the one table (README "Roles and permissions" prints it). Every
// `/api/admin/*` route is open to both SA and ADMIN (the day-to-day decisions) unless it is listed here. The admin
// scope (./scopes.ts) checks it on every request before validation; test/back-office/route-permissions.test.ts walks
// the registered routes against it.
import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema';
import { forbidden } from './errors';

export const ADMIN_ROLES: readonly Role[] = ['SA', 'ADMIN'];

/** method + route path → the only roles that may call it */
export const RESTRICTED_ADMIN_ROUTES: Readonly<Record<string, readonly Role[]>> = {
  // appointing and demoting administrators
  'GET /api/admin/administrators': ['SA'],
  'POST /api/admin/administrators': ['SA'],
  'DELETE /api/admin/administrators/:user_id': ['SA'],
};

export const SA_ONLY_MESSAGE = 'Only the society admin (SA) can do this';

export function rolesForRoute(method: string, url: string): readonly Role[] {
  return RESTRICTED_ADMIN_ROUTES[`${method} ${url}`] ?? ADMIN_ROLES;
}

/** preValidation, after the session is known: 403 unless the caller's role may call this route */
export async function requireRoutePermission(request: FastifyRequest): Promise<void> {
  const role = request.user?.role;
  const allowed = rolesForRoute(request.method === 'HEAD' ? 'GET' : request.method, request.routeOptions.url ?? '');
  if (role && allowed.includes(role)) return;
  throw forbidden(role === 'ADMIN' && !allowed.includes('ADMIN') ? SA_ONLY_MESSAGE : undefined);
}
