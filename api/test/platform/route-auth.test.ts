// Every route the app registers needs a session, except the short list below: a new route that forgets its
// authentication scope fails here. Administrators' routes also refuse a member.
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';

/** method + path of every route that answers without a session, and why */
const OPEN_ROUTES = new Set([
  // signing in, registering and recovering an account
  'POST /api/auth/signup',
  'POST /api/auth/signupVerifyEmail/:code',
  'POST /api/auth/login',
  'POST /api/auth/recovery',
  'POST /api/auth/reset',
  // fetched by <img>, which sends no token: the random file name is the secret
  'GET /api/profile_pic/:userId/:file',
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
  // not registered in production
  'GET /api/dev/outbox',
]);
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const routes: { method: string; url: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { PAYMENT_PROVIDER: 'sandbox' },
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          // HEAD mirrors GET (registered for every GET route)
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
        }
      },
    },
  );
});
afterAll(() => t.close());

/** a concrete address for a route pattern: every parameter is 1 */
const addressOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('route authentication', () => {
  it('lists the routes of every area', () => {
    const keys = routes.map(key);
    for (const expected of ['GET /api/show_wallet', 'POST /api/paystackWithdrawalToBank', 'GET /api/admin/withdrawals', 'POST /api/payments/charges', 'POST /api/relogin']) {
      expect(keys).toContain(expected);
    }
    // every open route in the list still exists (a renamed one must leave the list)
    for (const open of OPEN_ROUTES) expect(keys).toContain(open);
  });

  it('answers 401 Unauthorized without a token on every route that is not open', async () => {
    const guarded = routes.filter((r) => !OPEN_ROUTES.has(key(r)) && !isDocs(r.url));
    expect(guarded.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      guarded.map(async (r) => {
        const res = await t.app.inject({ method: r.method as 'GET', url: addressOf(r.url) });
        return { route: key(r), status: res.statusCode, message: res.json().message };
      }),
    );
    expect(answers.filter((a) => a.status !== 401 || a.message !== 'Unauthorized')).toEqual([]);
  });

  it('answers 401 for an expired or unknown token too, also as ?token=', async () => {
    const member = await createUser(t);
    t.clock.advance((t.config.TOKEN_TTL_MINUTES + 1) * 60_000);
    try {
      for (const url of ['/api/show_wallet', `/api/show_wallet?token=${member.token}`, '/api/show_wallet?token=not-a-token']) {
        const res = await t.app.inject({ url, headers: url.includes('?') ? {} : member.headers });
        expect([res.statusCode, res.json()]).toEqual([401, { success: false, message: 'Unauthorized' }]);
      }
    } finally {
      t.clock.reset();
    }
  });

  it('accepts the token as ?token= as well as a Bearer header', async () => {
    const member = await createUser(t);
    expect((await t.app.inject({ url: `/api/show_wallet_balance?token=${member.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/show_wallet_balance', headers: member.headers })).statusCode).toBe(200);
  });

  it("answers 403 to a member on every administrators' route", async () => {
    const member = await createUser(t, { memberStatus: true });
    const admin = routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(5);
    const answers = await Promise.all(
      admin.map(async (r) => {
        const res = await t.app.inject({ method: r.method as 'GET', url: addressOf(r.url), headers: member.headers });
        return { route: key(r), status: res.statusCode };
      }),
    );
    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
  });
});
