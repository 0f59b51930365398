// Every route the app registers needs a session, except the short list in ./registeredRoutes.ts: a new route that
// forgets its authentication scope fails here. Administrators' routes also refuse a member.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { addressWith, isAdminRoute, isProtected, OPEN_ROUTES, routeCollector, routeKey as key } from './registeredRoutes';

const { routes, onRoute } = routeCollector();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' }, { onRoute });
});
afterAll(() => t.close());

/** a concrete address for a route pattern: every parameter is 1 */
const addressOf = (url: string) => addressWith(url, '1');

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
    const guarded = routes.filter(isProtected);
    expect(guarded.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      guarded.map(async (r) => {
        const res = await t.app.inject({ method: r.method as 'GET', url: addressOf(r.url) });
        return { route: key(r), status: res.statusCode, message: res.json().message };
      }),
    );
    expect(answers.filter((a) => a.status !== 401 || a.message !== 'Unauthorized')).toEqual([]);
  });

  it('answers 401 for an expired or unknown token too, also as ?token= where a route takes it', async () => {
    const member = await createUser(t);
    t.clock.advance((t.config.TOKEN_TTL_MINUTES + 1) * 60_000);
    try {
      const details = '/api/bank_account/details';
      for (const url of [details, `${details}?token=${member.token}`, `${details}?token=not-a-token`]) {
        const res = await t.app.inject({ url, headers: url.includes('?') ? {} : member.headers });
        expect([res.statusCode, res.json()]).toEqual([401, { success: false, message: 'Unauthorized' }]);
      }
    } finally {
      t.clock.reset();
    }
  });

  it("answers 403 to a member on every administrators' route", async () => {
    const member = await createUser(t, { memberStatus: true });
    const admin = routes.filter(isAdminRoute);
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
