// Authentication declared once per group of routes: every route of an `authenticated` plugin (or registered inside
// `authenticatedScope`) needs a live session, 401 `Unauthorized` otherwise; every route of an `adminOnly` plugin
// (or inside `adminScope`) a session of role SA or ADMIN allowed by ./permissions.ts, 401 anonymous, 403 other roles;
// there nobody decides on their own case (./selfDealing.ts) and every write is audited (./adminWriteAudit.ts). The check runs before
// validation, so an anonymous caller learns nothing from the validation messages. Routes outside are open: keep
// that list short (test/platform/route-auth.test.ts holds it).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from './auth';
import { requireRoutePermission } from './permissions';
import { refuseSelfDealing } from './selfDealing';
import { recordAdminWrite } from './adminWriteAudit';

/** a Fastify instance that validates with zod, as the routes' `schema` expects */
export type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

type Guard = typeof requireAuth;
type Routes = (scope: ZodScope) => Promise<void> | void;

const requireAnyAdmin = requireRole('SA', 'ADMIN');

/** an administrator whose role may call this route (./permissions.ts) */
async function requireAdmin(request: Parameters<Guard>[0], reply: Parameters<Guard>[1]): Promise<void> {
  await requireAnyAdmin(request, reply);
  await requireRoutePermission(request);
}

// An encapsulated plugin: its hook applies to its own routes only, and they keep the parent's prefix.
function guarded(guard: Guard, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async function guardedRoutes(scope, options) {
    scope.addHook('preValidation', guard);
    await plugin(scope, options);
  };
}

// Administrators' routes: the role table, no deciding on one's own case, and an audit row for every write.
function administrators(plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async function administratorsRoutes(scope, options) {
    scope.addHook('preValidation', requireAdmin);
    scope.addHook('preHandler', refuseSelfDealing);
    scope.addHook('onSend', recordAdminWrite);
    await plugin(scope, options);
  };
}

/** a module whose routes are all for signed-in users; read `currentUser(request)` in the handlers */
export const authenticated = (plugin: FastifyPluginAsync): FastifyPluginAsync => guarded(requireAuth, plugin);

/** a module whose routes are all for administrators (SA, ADMIN) */
export const adminOnly = (plugin: FastifyPluginAsync): FastifyPluginAsync => administrators(plugin);

/** the signed-in users' routes of a module that also has open (or administrators') routes */
export async function authenticatedScope(app: FastifyInstance, routes: Routes): Promise<void> {
  await app.register(guarded(requireAuth, async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>())));
}

/** the administrators' routes of a module that also has members' routes */
export async function adminScope(app: FastifyInstance, routes: Routes): Promise<void> {
  await app.register(administrators(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>())));
}
