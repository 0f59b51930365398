// The session cache (src/http/sessionCache.ts): a member's authenticated read costs its own query and no session
// lookup, and every way a session ends is honoured at once by the process that ended it, and within
// SESSION_CACHE_MS by another instance on the same database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authTokens, users } from '../../src/db/schema';
import { currentUser, issueToken, requireAuth } from '../../src/http/auth';
import { bearer, post, signIn, signupAndVerify } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

function addWhoAmI(app: FastifyInstance) {
  app.get('/api/test/me', { preHandler: requireAuth }, async (request) => {
    const { id, role, memberStatus } = currentUser(request);
    return { id, role, memberStatus };
  });
}

let t: TestApp;
/** a second API instance on the same database, with its own clock and cache */
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: addWhoAmI });
  other = await createTestApp({}, { database: t.database, beforeReady: addWhoAmI });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
afterEach(() => {
  t.clock.reset();
  other.clock.reset();
});

const NEW_PASSWORD = 'Brand#New#Pass1';
const me = (app: TestApp, token: string) => app.app.inject({ url: '/api/test/me', headers: bearer(token) });
const status = async (app: TestApp, token: string) => (await me(app, token)).statusCode;

/** the SQL the database client ran while `fn` ran (the rate limit's own counting left out) */
async function queriesDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = jest.spyOn(client, 'query');
  try {
    await fn();
    return spy.mock.calls
      .map(([query]) => (typeof query === 'string' ? query : String((query as { text?: string }).text)))
      .filter((query) => !query.includes('rate_limit_hits'));
  } finally {
    spy.mockRestore();
  }
}

/** a verified account that has paid the registration fee, signed in (a password, so it can change it) */
async function signedInMember() {
  const body = await signupAndVerify(t);
  await t.database.db.update(users).set({ memberStatus: true }).where(eq(users.email, body.email));
  const login = await signIn(t, body.email, body.password);
  return { ...body, token: login.token, userId: login.user_id as number };
}

describe('a member’s authenticated read', () => {
  it('reads the session from the database once, then costs only the balance lookup', async () => {
    const member: TestUser = await createUser(t, { memberStatus: true });
    const first = await queriesDuring(() => t.app.inject({ url: '/api/show_wallet_balance', headers: member.headers }));
    expect(first.filter((query) => query.includes('auth_tokens'))).toHaveLength(1);
    const again = await queriesDuring(async () => {
      const res = await t.app.inject({ url: '/api/show_wallet_balance', headers: member.headers });
      expect(res.json()).toEqual({ success: true, balance: '0.00' });
    });
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/FROM ledger_accounts WHERE owner_user_id = \$1 AND purpose = \$2/);
  });

  it('reads a non-member’s session every time, so paying the fee shows on the very next request', async () => {
    const applicant = await createUser(t, { memberStatus: false });
    expect((await me(t, applicant.token)).json()).toMatchObject({ memberStatus: false });
    const reads = await queriesDuring(() => me(t, applicant.token));
    expect(reads.filter((query) => query.includes('auth_tokens'))).toHaveLength(1);
    // the fee paid on another instance (e.g. the card webhook): nothing tells this one
    await t.database.db.update(users).set({ memberStatus: true }).where(eq(users.id, applicant.id));
    expect((await me(t, applicant.token)).json()).toMatchObject({ memberStatus: true });
  });

  it('never keeps a wrong token: each try reaches the database and is refused', async () => {
    for (let i = 0; i < 2; i += 1) {
      const reads = await queriesDuring(async () => expect(await status(t, 'not-a-token')).toBe(401));
      expect(reads.filter((query) => query.includes('auth_tokens'))).toHaveLength(1);
    }
  });

  it('refuses an expired token even while its session is cached', async () => {
    const member = await createUser(t, { memberStatus: true });
    const lifetime = t.config.TOKEN_TTL_MINUTES * 60_000;
    // a token issued so that it expires one second from now
    const { token } = await issueToken(t.database.db, member.id, { now: new Date(t.clock.now.getTime() - lifetime + 1000), ttlMinutes: t.config.TOKEN_TTL_MINUTES });
    expect(await status(t, token)).toBe(200);
    t.clock.advance(1500);
    expect(1500).toBeLessThan(t.config.SESSION_CACHE_MS);
    const reads = await queriesDuring(async () => expect(await status(t, token)).toBe(401));
    expect(reads.filter((query) => query.includes('auth_tokens'))).toHaveLength(1);
  });
});

describe('ending a session is honoured at once on this instance', () => {
  it('sign-out', async () => {
    const member = await signedInMember();
    expect(await status(t, member.token)).toBe(200);
    expect((await post(t, '/api/auth/logout', undefined, bearer(member.token))).statusCode).toBe(200);
    expect(await status(t, member.token)).toBe(401);
  });

  it('relogin: the old token stops at once, the new one works', async () => {
    const member = await signedInMember();
    expect(await status(t, member.token)).toBe(200);
    const res = await post(t, '/api/relogin', undefined, bearer(member.token));
    expect(res.statusCode).toBe(200);
    expect(await status(t, member.token)).toBe(401);
    expect(await status(t, res.json().user.token)).toBe(200);
  });

  it('a password change signs out the other devices and keeps this one', async () => {
    const member = await signedInMember();
    const phone = await signIn(t, member.email, member.password);
    expect(await status(t, member.token)).toBe(200);
    expect(await status(t, phone.token)).toBe(200);
    const res = await post(
      t,
      '/api/profilesChangePassword',
      { old_password: member.password, new_password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { authorization: `Bearer ${member.token}` },
    );
    expect(res.statusCode).toBe(200);
    expect(await status(t, phone.token)).toBe(401);
    expect(await status(t, member.token)).toBe(200);
  });

  it('a password reset signs out every device', async () => {
    const member = await signedInMember();
    const phone = await signIn(t, member.email, member.password);
    expect(await status(t, member.token)).toBe(200);
    expect(await status(t, phone.token)).toBe(200);
    await post(t, '/api/auth/recovery', { email: member.email });
    const [mail] = await sentMails(t, member.email);
    const token = secretFromMail(mail, t.config.APP_URL, '/verify-password');
    const res = await post(t, '/api/auth/reset', { email: member.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token });
    expect(res.statusCode).toBe(200);
    expect(await status(t, member.token)).toBe(401);
    expect(await status(t, phone.token)).toBe(401);
  });

  it('reaches every instance of the same process at once', async () => {
    const member = await signedInMember();
    expect(await status(other, member.token)).toBe(200);
    expect((await post(t, '/api/auth/logout', undefined, bearer(member.token))).statusCode).toBe(200);
    expect(await status(other, member.token)).toBe(401);
  });
});

describe('another process on the same database', () => {
  it('honours a revocation it was not told of within SESSION_CACHE_MS, and no later', async () => {
    const member = await createUser(t, { memberStatus: true });
    expect(await status(other, member.token)).toBe(200);
    // another process's sign-out, as this one sees it: the row changes and nothing is announced here
    await t.database.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, member.id));
    other.clock.advance(t.config.SESSION_CACHE_MS / 2);
    expect(await status(other, member.token)).toBe(200);
    other.clock.advance(t.config.SESSION_CACHE_MS / 2);
    expect(await status(other, member.token)).toBe(401);
    // and an instance that had not read it yet refuses it at once
    expect(await status(t, member.token)).toBe(401);
  });

  it('honours a deleted account within SESSION_CACHE_MS', async () => {
    const member = await createUser(t, { memberStatus: true });
    expect(await status(other, member.token)).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, member.id));
    other.clock.advance(t.config.SESSION_CACHE_MS);
    expect(await status(other, member.token)).toBe(401);
  });
});
