// Every route the app registers with a body, query or address schema, sent hostile input by a signed-in member and
// by an administrator: never a 5xx, and never zod's own wording ("Invalid input: expected …") in a reply. Routes
// are collected as the app registers them, so a new route is covered without a list to update.
import { issueToken } from '../../src/http/auth';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { hostileBodies, hostileQueries, keysOf, PARAM_VALUES } from './hostileInputs';
import { addressWith, routeCollector } from './registeredRoutes';

const ZOD_WORDING = /Invalid input|expected [\w"]+, received|nonoptional|Too (small|big)|Invalid option|Unrecognized key|Invalid (string|element|key|format|email)|Invalid value|Invalid union/;

const { routes, onRoute } = routeCollector();
let t: TestApp;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' }, { onRoute });
  member = await createUser(t, { memberStatus: true });
  admin = await createUser(t, { role: 'ADMIN', memberStatus: true });
});
afterAll(() => t.close());

interface Answer {
  route: string;
  as: string;
  input: string;
  status: number;
  message: string;
}

describe('hostile input on every route with a schema', () => {
  it('never answers 5xx nor in zod’s own wording', async () => {
    const withSchema = routes.filter((r) => r.schema && (r.schema.body || r.schema.querystring || r.schema.params));
    expect(withSchema.length).toBeGreaterThan(30);
    const answers: Answer[] = [];
    for (const { method, url, schema } of withSchema) {
      const route = { method, url, ...schema };
      for (const [as, user] of [['member', member], ['admin', admin]] as const) {
        // a fresh session per route: a route may end the one it was given (logout, password change)
        const { token } = await issueToken(t.database.db, user.id, { now: t.clock.now, ttlMinutes: t.config.TOKEN_TTL_MINUTES });
        const headers = { authorization: `Bearer ${token}`, 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` };
        const send = async (input: string, url: string, payload?: unknown) => {
          const withBody = payload !== undefined && route.method !== 'GET' && route.method !== 'DELETE';
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...headers, 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` },
            ...(withBody ? { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } } : {}),
          });
          let body: { message?: unknown; errors?: { message?: unknown }[] } = {};
          try {
            body = res.json();
          } catch {
            body = { message: res.body.slice(0, 200) };
          }
          const messages = [body.message, ...(Array.isArray(body.errors) ? body.errors.map((e) => e.message) : [])].map(String);
          answers.push({ route: `${route.method} ${route.url}`, as, input, status: res.statusCode, message: messages.join(' | ') });
        };
        const address = addressWith(route.url, '1');
        if (route.body) for (const [i, payload] of hostileBodies(keysOf(route.body)).entries()) await send(`body #${i}`, address, payload ?? undefined);
        if (route.querystring) for (const query of hostileQueries(keysOf(route.querystring))) await send(`?${query.slice(0, 60)}`, `${address}?${query}`);
        if (route.params) for (const value of PARAM_VALUES) await send(`param ${value.slice(0, 20)}`, addressWith(route.url, value), route.body ? {} : undefined);
      }
    }
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => ZOD_WORDING.test(a.message))).toEqual([]);
    // validation was reached (a fuzz that only ever met 401 would prove nothing)
    expect(new Set(answers.filter((a) => a.status === 422).map((a) => a.route)).size).toBeGreaterThan(withSchema.length / 2);
  }, 240_000); // every route with a schema, several hostile inputs each: the walk grows with the API
});
