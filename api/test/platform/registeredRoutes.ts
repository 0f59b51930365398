// Every route the app registers, collected as buildApp registers them (its onRoute option), and what the platform
// suites need to know about them: which answer without a session, which are the administrators', and addresses to
// send. Suites built on it cover a new route without a list to update.
import type { RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  config?: Record<string, unknown>;
}

/** method + path of every route that answers without a session, and why */
export const OPEN_ROUTES = new Set([
  // signing in, registering and recovering an account
  'POST /api/auth/signup',
  'POST /api/auth/signupVerifyEmail/:code',
  'POST /api/auth/login',
  'POST /api/auth/recovery',
  'POST /api/auth/reset',
  // fetched by <img>, which sends no token: the random file name is the secret
  'GET /api/profile_pic/:userId/:file',
  'GET /api/business_request_image/:id/:file',
  'GET /api/product_image/:id/:file',
  'GET /api/product_request_image/:id/:file',
  'GET /api/investment_image/:id/:file',
  // the landing page's few products (spec §6: the open product list)
  'GET /api/allFinanceProducts1',
  // public reference data: the profile form's choices, payment methods, the provider's PUBLIC key, fees, banks
  'GET /api/profile/options',
  'GET /api/payment_methods',
  'GET /api/getApiKey',
  'GET /api/payments/fee-preview',
  'GET /api/banks',
  // the provider calls it; the signature is checked instead
  'POST /api/payments/webhook/:provider',
  // the sandbox provider's checkout page, opened by the browser outside the app
  'GET /api/sandbox/checkout/:reference',
  'POST /api/sandbox/checkout/:reference',
  'GET /api/health',
  // liveness and readiness for the proxy and the supervisor (src/observability/healthRoutes.ts)
  'GET /api/health/live',
  'GET /api/health/ready',
  // not registered in production
  'GET /api/dev/outbox',
  'POST /api/dev/autosave/run',
  'POST /api/dev/loans/auto_repay/run',
  'POST /api/dev/loans/reminders/run',
  'POST /api/dev/investments/payouts/run',
  'POST /api/dev/investments/:id/mature',
]);

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
export const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
/** needs a session: neither open nor the API docs */
export const isProtected = (route: RegisteredRoute) => !OPEN_ROUTES.has(routeKey(route)) && !isDocs(route.url);
export const isAdminRoute = (route: RegisteredRoute) => route.url.startsWith('/api/admin/');

/** the route's address with every path parameter (and a trailing wildcard) set to `value` */
export const addressWith = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);

/** the app's `onRoute` option and the routes it has seen (HEAD mirrors GET, OPTIONS is the router's) */
export function routeCollector(): { routes: RegisteredRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'], config: route.config as RegisteredRoute['config'] });
    }
  };
  return { routes, onRoute };
}
