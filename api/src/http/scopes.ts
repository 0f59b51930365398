// Authentication declared once per group of routes: every route of an `authenticated` plugin (or registered inside
// `authenticatedScope`) needs a live session, 401 `Unauthorized` otherwise; every route of an `adminOnly` plugin
// (or inside `adminScope`) a session of role SA or ADMIN, 401 anonymous, 403 other roles. The check runs before
// validation, so an anonymous caller learns nothing from the validation messages. Routes outside are open: keep
// that list short (test/platform/route-auth.test.ts holds it).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from './auth';

/** a Fastify instance that validates with zod, as the routes' `schema` expects */
export type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

type Guard = typeof requireAuth;
type Routes = (scope: ZodScope) => Promise<void> | void;

const requireAdmin = requireRole('SA', 'ADMIN');

// An encapsulated plugin: its hook applies to its own routes only, and they keep the parent's prefix.
function guarded(guard: Guard, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async function guardedRoutes(scope, options) {
    scope.addHook('preValidation', guard);
    await plugin(scope, options);
  };
}

/** a module whose routes are all for signed-in users; read `currentUser(request)` in the handlers */
export const authenticated = (plugin: FastifyPluginAsync): FastifyPluginAsync => guarded(requireAuth, plugin);

/** a module whose routes are all for administrators (SA, ADMIN) */
export const adminOnly = (plugin: FastifyPluginAsync): FastifyPluginAsync => guarded(requireAdmin, plugin);

/** the signed-in users' routes of a module that also has open (or administrators') routes */
export async function authenticatedScope(app: FastifyInstance, routes: Routes): Promise<void> {
  await app.register(guarded(requireAuth, async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>())));
}

/** the administrators' routes of a module that also has members' routes */
export async function adminScope(app: FastifyInstance, routes: Routes): Promise<void> {
  await app.register(guarded(requireAdmin, async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>())));
}
