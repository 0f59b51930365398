// Authentication declared once per group of routes: every route registered inside `authenticatedScope` needs a
// live session (401 `Unauthorized` otherwise), every route inside `adminScope` a session of role SA or ADMIN
// (401 anonymous, 403 other roles). The check runs before validation, so an anonymous caller never learns
// anything from the validation messages. Routes outside a scope are open: keep that list short (see
// test/platform/route-auth.test.ts).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from './auth';

/** a Fastify instance that validates with zod, as the routes' `schema` expects */
export type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

type Routes = (scope: ZodScope) => Promise<void> | void;

async function guardedScope(app: FastifyInstance, guard: typeof requireAuth, routes: Routes): Promise<void> {
  // an encapsulated child: the hook applies to its routes only, and routes keep the parent's prefix
  await app.register(async (child) => {
    child.addHook('preValidation', guard);
    await routes(child.withTypeProvider<ZodTypeProvider>());
  });
}

/** routes for any signed-in user; read `currentUser(request)` in the handlers */
export function authenticatedScope(app: FastifyInstance, routes: Routes): Promise<void> {
  return guardedScope(app, requireAuth, routes);
}

/** routes for administrators (SA, ADMIN) */
export function adminScope(app: FastifyInstance, routes: Routes): Promise<void> {
  return guardedScope(app, requireRole('SA', 'ADMIN'), routes);
}
