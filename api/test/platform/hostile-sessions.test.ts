// Every route that needs a session, called with no token, a forged, expired or revoked one, a broken Authorization
// header, or a live token as ?token= where the route does not take it, with hostile addresses and bodies: always
// 401 Unauthorized. Every administrators' route refuses a member's live token with 403. And the whole run changes
// nothing in the database. Routes are collected as the app registers them, so new routes are covered.
import crypto from 'node:crypto';
import { issueToken } from '../../src/http/auth';
import { revokeToken } from '../../src/modules/auth/sessions';
import { giveBankAccount } from '../helpers/memberRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { creditWallet } from '../wallet/support/money';
import { databaseFingerprint } from './databaseFingerprint';
import { hostileBodies, keysOf, PARAM_VALUES } from './hostileInputs';
import { addressWith, isAdminRoute, isProtected, routeCollector, routeKey, type RegisteredRoute } from './registeredRoutes';

const { routes, onRoute } = routeCollector();
let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' }, { onRoute });
  // someone with money and records a successful call could touch
  member = await createUser(t, { memberStatus: true });
  await giveBankAccount(t, member);
  await creditWallet(t, member, 5_000_000n);
});
afterAll(() => t.close());

interface Credential {
  name: string;
  headers: Record<string, string>;
  query?: string;
}

async function badCredentials(): Promise<Credential[]> {
  const { db } = t.database;
  const ttlMinutes = t.config.TOKEN_TTL_MINUTES;
  const expired = await issueToken(db, member.id, { now: new Date(t.clock.now.getTime() - (ttlMinutes + 1) * 60_000), ttlMinutes });
  const revoked = await issueToken(db, member.id, { now: t.clock.now, ttlMinutes });
  await revokeToken(db, revoked.tokenId, t.clock.now);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return [
    { name: 'no token', headers: {} },
    { name: 'forged token', headers: bearer(crypto.randomBytes(32).toString('base64url')) },
    { name: 'expired token', headers: bearer(expired.token) },
    { name: 'revoked token', headers: bearer(revoked.token) },
    { name: 'Bearer null', headers: { authorization: 'Bearer null' } },
    { name: 'Basic scheme', headers: { authorization: `Basic ${Buffer.from(`${member.email}:x`).toString('base64')}` } },
    { name: 'live token in the query', headers: {}, query: `token=${member.token}` },
  ];
}

/** the route's address and body variants: an ordinary one, then hostile ids and bodies */
function hostileCalls(route: RegisteredRoute): { address: string; payload?: unknown }[] {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const bodies = withBody ? hostileBodies(keysOf(route.schema?.body)).filter((b) => typeof b === 'object' && b !== null).slice(0, 3) : [undefined];
  const addresses = route.url.includes(':') ? ['1', ...PARAM_VALUES].map((v) => addressWith(route.url, v)) : [route.url];
  return addresses.flatMap((address) => bodies.map((payload) => ({ address, payload })));
}

interface Answer {
  route: string;
  as: string;
  call: string;
  status: number;
  body: string;
}

async function sweep(targets: RegisteredRoute[], credentials: Credential[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const route of targets) {
    for (const credential of credentials) {
      for (const { address, payload } of hostileCalls(route)) {
        const query = route.config?.tokenInQuery ? undefined : credential.query;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: query ? `${address}?${query}` : address,
          headers: { ...credential.headers, 'idempotency-key': `fuzz-${crypto.randomBytes(6).toString('hex')}` },
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        answers.push({ route: routeKey(route), as: credential.name, call: `${address.slice(0, 60)} ${JSON.stringify(payload ?? null).slice(0, 40)}`, status: res.statusCode, body: res.body });
      }
    }
  }
  return answers;
}

describe('calls without a valid session', () => {
  it('answer 401 Unauthorized on every route that needs one, and change nothing', async () => {
    const credentials = await badCredentials();
    const guarded = routes.filter(isProtected);
    expect(guarded.length).toBeGreaterThan(30);
    const before = await databaseFingerprint(t);

    const answers = await sweep(guarded, credentials);

    const unauthorized = JSON.stringify({ success: false, message: 'Unauthorized' });
    expect(answers.filter((a) => a.status !== 401 || a.body !== unauthorized)).toEqual([]);
    expect(answers.length).toBeGreaterThan(guarded.length * credentials.length);
    expect(await databaseFingerprint(t)).toEqual(before);
  }, 120_000);

  it("answer 403 to a member's live token on every administrators' route, and change nothing", async () => {
    const adminRoutes = routes.filter(isAdminRoute);
    expect(adminRoutes.length).toBeGreaterThan(5);

    const { token } = await issueToken(t.database.db, member.id, { now: t.clock.now, ttlMinutes: t.config.TOKEN_TTL_MINUTES });
    const before = await databaseFingerprint(t);

    const answers = await sweep(adminRoutes, [{ name: 'member token', headers: { authorization: `Bearer ${token}` } }]);

    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
    expect(await databaseFingerprint(t)).toEqual(before);
  });
});
