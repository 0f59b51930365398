// A change is never made with a session token from a query string (issue 26, "Session token in a query string on a
// POST"): `?token=` is taken on the GETs the spec lists and on downloads only. A POST with `?token=` and no
// Authorization header is a 401, even where the original client appended it (it sent the Bearer header too).
import type { FastifyRequest } from 'fastify';
import { TOKEN_IN_QUERY, takesTokenInQuery } from '../../src/http/queryToken';
import { addressWith, isProtected, routeCollector, routeKey } from '../platform/registeredRoutes';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

const { routes, onRoute } = routeCollector();

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' }, { onRoute });
  member = await createUser(t, { memberStatus: true });
});
afterAll(() => t.close());

const request = (method: string, config: Record<string, unknown>) => ({ method, routeOptions: { config } }) as unknown as FastifyRequest;

describe('?token= on a request that changes something', () => {
  it.each([
    ['POST', '/api/addShareHoldingsFunds', { amount: '100', payment_method: 'Wallet' }],
    ['POST', '/api/business_finance_repayments/1', { repayment_amount: '100', payment_method: 'Wallet' }],
    ['POST', '/api/addToCart/1', { quantity: 1 }],
    ['POST', '/api/updateUserCart/1', { quantity: 2 }],
    ['POST', '/api/deleteFromCart/1', undefined],
    ['POST', '/api/orderRepayments/1', { repayment_amount: '100', payment_method: 'Wallet' }],
    ['POST', '/api/updateRequestQuantity/1', { quantity: 2 }],
    ['POST', '/api/registration_fee_payment', { payment_method: 'Wallet' }],
    ['POST', '/api/profilesChangePassword', { old_password: 'x', new_password: 'Secret#1234', password_confirmation: 'Secret#1234' }],
    ['POST', '/api/allFinanceProducts', { search_term: 'rice' }],
  ])('%s %s with ?token= and no Authorization header is 401', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'POST', url: `${url}?token=${member.token}`, payload, headers: { 'idempotency-key': 'k-1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('is refused on every route that is not a GET, whatever it asks for', async () => {
    const writes = routes.filter((r) => isProtected(r) && r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(50);
    const answers = await Promise.all(
      writes.map(async (r) => {
        const res = await t.app.inject({ method: r.method as 'POST', url: `${addressWith(r.url, '1')}?token=${member.token}`, payload: {} });
        return { route: routeKey(r), status: res.statusCode };
      }),
    );
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });

  it('does not count even when a write route opts in by mistake', () => {
    expect(takesTokenInQuery(request('POST', TOKEN_IN_QUERY))).toBe(false);
    expect(takesTokenInQuery(request('PUT', TOKEN_IN_QUERY))).toBe(false);
    expect(takesTokenInQuery(request('DELETE', TOKEN_IN_QUERY))).toBe(false);
    expect(takesTokenInQuery(request('GET', TOKEN_IN_QUERY))).toBe(true);
    expect(takesTokenInQuery(request('GET', {}))).toBe(false);
  });

  it('leaves the original client’s writes working: it sent the Bearer header with ?token=', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/allFinanceProducts?token=${member.token}`, payload: { search_term: 'rice' }, headers: member.headers });
    expect(res.statusCode).toBe(200);
  });

  it('still signs the member in on a GET the spec lists with ?token=', async () => {
    const res = await t.app.inject({ url: `/api/userCartCount?token=${member.token}` });
    expect(res.statusCode).toBe(200);
  });
});
