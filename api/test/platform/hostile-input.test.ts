// Every route the app registers with a body, query or address schema, sent hostile input by a signed-in member and
// by an administrator: never a 5xx, and never zod's own wording ("Invalid input: expected …") in a reply. Routes
// are collected as the app registers them, so a new route is covered without a list to update.
import type { RouteOptions } from 'fastify';
import { issueToken } from '../../src/http/auth';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

const ZOD_WORDING = /Invalid input|expected [\w"]+, received|nonoptional|Too (small|big)|Invalid option|Unrecognized key|Invalid (string|element|key|format|email)|Invalid value|Invalid union/;

interface Route {
  method: string;
  url: string;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

/** the keys of a zod object, through the pipes, defaults and optionals wrapped around it */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return keysOf(def.in);
  if ('innerType' in def) return keysOf(def.innerType);
  return [];
}

const HUGE = 'x'.repeat(20_000);
const WRONG_VALUES: unknown[] = [null, 0, -1, 1.5, 1e308, 'abc', '-5', '', HUGE, true, [], ['a', 1], {}, { nested: 'x' }];

function hostileBodies(keys: string[]): unknown[] {
  const everyField = WRONG_VALUES.map((value) => Object.fromEntries(keys.map((k) => [k, value])));
  const extraField = { ...Object.fromEntries(keys.map((k) => [k, 'x'])), not_a_field: 1 };
  return [undefined, {}, [], 'text', 42, extraField, ...everyField];
}

function hostileQueries(keys: string[]): string[] {
  const values = ['', 'abc', '-1', '0', '1.5', '99999999999999999999', HUGE.slice(0, 4000)];
  const queries = values.map((v) => keys.map((k) => `${k}=${encodeURIComponent(v)}`).join('&'));
  queries.push(keys.map((k) => `${k}=1&${k}=2`).join('&'));
  return queries;
}

const PARAM_VALUES = ['-1', 'abc', '0', '1.5', '99999999999999999999', '%00', 'x'.repeat(90)];
const addressWith = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);

const routes: Route[] = [];
let t: TestApp;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp(
    { PAYMENT_PROVIDER: 'sandbox' },
    {
      onRoute: (route: RouteOptions) => {
        const schema = route.schema as Omit<Route, 'method' | 'url'> | undefined;
        if (!schema || !(schema.body || schema.querystring || schema.params)) return;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url, ...schema });
        }
      },
    },
  );
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
    expect(routes.length).toBeGreaterThan(30);
    const answers: Answer[] = [];
    for (const route of routes) {
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
    expect(new Set(answers.filter((a) => a.status === 422).map((a) => a.route)).size).toBeGreaterThan(routes.length / 2);
  });
});
