// One API area = one Fastify plugin, declared here in one shape: its name and the areas it needs, its members' routes
// (each under `authenticated`), its administrators' routes (each under `adminOnly`), routes that declare their own
// scopes (open ones, or a mix), the money purposes and payment-event handlers it registers on the payments service,
// its scheduled jobs, and the development hooks `dev/` calls. `modules/index.ts` is the list of areas.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { adminOnly, authenticated } from '../http/scopes';
import type { JobDefinition } from '../jobs';

/** what an area's purposes, events and jobs are built from: the app's services and its logger */
export type AreaContext = AppDeps & { log: FastifyBaseLogger };

export interface AreaDefinition<Dev extends object> {
  /** the Fastify plugin's name: other areas name it in `dependencies` */
  name: string;
  /** areas registered before this one whose plugins this area relies on (fastify checks the order) */
  dependencies?: readonly string[];
  /** members' routes: each plugin is registered under `authenticated(…)` (a session; its own scope) */
  routes?: readonly FastifyPluginAsync[];
  /** routes that declare their scopes themselves (open routes, or open and signed-in ones together) */
  openRoutes?: readonly FastifyPluginAsync[];
  /** administrators' routes: each plugin is registered under `adminOnly(…)` */
  adminRoutes?: readonly FastifyPluginAsync[];
  /** registers what a member pays for in this area (`payments.registerPurpose`, modules/payments/README.md) */
  purposes?: (context: AreaContext) => void;
  /** registers the area's handlers of payment-provider events (`payments.onPaymentEvent`) */
  events?: (context: AreaContext) => void;
  /** the area's scheduled jobs (main.ts starts the scheduler when JOBS_ENABLED) */
  jobs?: (context: AreaContext) => readonly JobDefinition[];
  /** what `dev/` may run in development mode (never internals: only what the area lists here) */
  dev?: Dev;
}

export interface Area<Dev extends object = object> {
  readonly name: string;
  readonly dependencies: readonly string[];
  /** the area's one plugin: registered by modules/index.ts under /api */
  readonly plugin: FastifyPluginAsync;
  readonly dev: Dev;
}

/** an area without development hooks */
type NoHooks = Record<never, never>;

/**
 * The area's plugin keeps no scope of its own (fastify-plugin): each group of routes gets its own scope, exactly as
 * `authenticated(…)` / `adminOnly(…)` give it, in the order members' routes, own-scope routes, administrators' routes.
 */
export function defineArea<Dev extends object = NoHooks>(definition: AreaDefinition<Dev>): Area<Dev> {
  const { name, dependencies = [], routes = [], openRoutes = [], adminRoutes = [] } = definition;
  async function area(app: FastifyInstance): Promise<void> {
    const context: AreaContext = { ...app.deps, log: app.log };
    definition.purposes?.(context);
    definition.events?.(context);
    for (const job of definition.jobs?.(context) ?? []) context.jobs.registerJob(job);
    for (const plugin of routes) await app.register(authenticated(plugin));
    for (const plugin of openRoutes) await app.register(plugin);
    for (const plugin of adminRoutes) await app.register(adminOnly(plugin));
  }
  return {
    name,
    dependencies,
    plugin: fp(area, { name, dependencies: [...dependencies] }),
    dev: (definition.dev ?? {}) as Dev,
  };
}
