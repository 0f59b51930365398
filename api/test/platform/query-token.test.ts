// The session token as `?token=` is accepted only on the routes listed here: the GETs the spec lists with it and
// the downloads (never a write: test/http/no-query-token-on-writes.test.ts). Every other route ignores it (401
// without the Authorization header), so a new route cannot silently accept a token from a query string. Add a route here only when the spec lists it with `?token=` or it
// serves a file (src/http/README.md).
import { keysOf } from './hostileInputs';
import { addressWith, isProtected, routeCollector, routeKey, type RegisteredRoute } from './registeredRoutes';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

const TAKES_TOKEN_IN_QUERY = [
  // spec §7: the reads it lists with ?token= that this API has so far
  'GET /api/bank_account/details',
  'GET /api/loan_repayment_duration',
  'GET /api/business_finance_payment_duration',
  'GET /api/shareHoldingsTotalBalance',
  'GET /api/loan_owner_savings_balance',
  'GET /api/loanBalance/:id',
  'GET /api/loanRepaymentsDetails/:id',
  'GET /api/loanGroupDetailsActivities/:group_id',
  'GET /api/loanGroupMembers/:group_id',
  'GET /api/loanGroupApproval/:group_id',
  'GET /api/loanGroupApprovalDetails/:loan_id',
  'GET /api/loan/group_request_details/:group_id',
  'GET /api/searchGuarantors/:term',
  'GET /api/business_view_loan',
  'GET /api/display_request',
  'GET /api/business_repayment_details/:id',
  'GET /api/allProductsInUserCart',
  'GET /api/totalCartPerUser',
  'GET /api/userCartCount',
  'GET /api/fetchUserProducts',
  'GET /api/userRequest',
  'GET /api/totalRequestPrice',
  'GET /api/allFinanceCategories',
  'GET /api/show_category',
  'GET /api/allFinanceProducts',
  'GET /api/singleProduct/:id',
  'GET /api/single_investment/:id',
  'GET /api/show_investment/:id',
  'GET /api/show_halai/:id',
  // downloads (format=csv|pdf)
  'GET /api/statement_of_account',
];

const { routes, onRoute } = routeCollector();
const optedIn = (route: RegisteredRoute) => route.config?.tokenInQuery === true;

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' }, { onRoute });
  member = await createUser(t, { memberStatus: true });
});
afterAll(() => t.close());

const freshToken = async () => (await createUser(t, { memberStatus: true })).token;

describe('?token= in the query string', () => {
  it('is taken by exactly the listed routes', () => {
    expect(routes.filter(optedIn).map(routeKey).sort()).toEqual([...TAKES_TOKEN_IN_QUERY].sort());
  });

  it('is documented on the routes that take it, and only there', () => {
    const documented = routes.filter((r) => keysOf(r.schema?.querystring).includes('token')).map(routeKey);
    expect(documented.sort()).toEqual([...TAKES_TOKEN_IN_QUERY].sort());
  });

  it('signs the member in on the listed routes', async () => {
    const answers = await Promise.all(
      routes.filter(optedIn).map(async (r) => {
        const res = await t.app.inject({ method: r.method as 'GET', url: `${addressWith(r.url, '1')}?token=${await freshToken()}`, payload: r.method === 'GET' ? undefined : {} });
        return { route: routeKey(r), status: res.statusCode };
      }),
    );
    expect(answers.filter((a) => a.status === 401 || a.status === 403)).toEqual([]);
  });

  it('is ignored on every other route that needs a session: 401 without the Authorization header', async () => {
    const others = routes.filter((r) => isProtected(r) && !optedIn(r));
    expect(others.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      others.map(async (r) => {
        const res = await t.app.inject({ method: r.method as 'GET', url: `${addressWith(r.url, '1')}?token=${await freshToken()}`, payload: r.method === 'GET' ? undefined : {} });
        return { route: routeKey(r), status: res.statusCode, message: res.json().message };
      }),
    );
    expect(answers.filter((a) => a.status !== 401 || a.message !== 'Unauthorized')).toEqual([]);
  });

  it('gives way to the Authorization header when both are sent', async () => {
    const res = await t.app.inject({ url: '/api/bank_account/details?token=not-a-token', headers: member.headers });
    expect(res.statusCode).toBe(200);
  });
});
