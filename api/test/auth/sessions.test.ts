import { eq } from 'drizzle-orm';
import { authTokens, users } from '../../src/db/schema';
import { bearer, post, signIn, signupAndVerify } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const session = (token: string) => t.app.inject({ url: '/api/auth/session', headers: bearer(token) });
const UNAUTHORIZED = { success: false, message: 'Unauthorized' };

describe('GET auth/session', () => {
  it('answers the signed-in user without a token and without rotating it', async () => {
    const body = await signupAndVerify(t);
    const login = await signIn(t, body.email, body.password);
    const res = await session(login.token);
    expect(res.statusCode).toBe(200);
    const { token: _token, ...withoutToken } = login;
    expect(res.json()).toEqual({ success: true, user: withoutToken });
    // the spec lists this call without ?token=
    expect((await t.app.inject({ url: `/api/auth/session?token=${login.token}` })).statusCode).toBe(401);
  });

  it('follows changes to the account (member status)', async () => {
    const body = await signupAndVerify(t);
    const login = await signIn(t, body.email, body.password);
    await t.database.db.update(users).set({ memberStatus: true }).where(eq(users.email, body.email));
    expect((await session(login.token)).json().user.member_status).toBe(true);
  });

  it('answers 401 once the token has expired', async () => {
    const body = await signupAndVerify(t);
    const login = await signIn(t, body.email, body.password);
    t.clock.advance(t.config.TOKEN_TTL_MINUTES * 60_000 - 60_000);
    expect((await session(login.token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await session(login.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/auth/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST relogin', () => {
  it('issues a new token that works, and the old one stops working', async () => {
    const body = await signupAndVerify(t);
    const login = await signIn(t, body.email, body.password);
    t.clock.advance(60 * 60_000);
    const res = await post(t, '/api/relogin', undefined, bearer(login.token));
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ status: 1, success: true, message: 'Your session has been renewed', user: { user_id: login.user_id, email: body.email, role: 'MEMBER' } });
    expect(reply.user.token).not.toBe(login.token);
    expect(new Date(reply.user.expires_at).getTime()).toBeGreaterThan(new Date(login.expires_at).getTime());
    expect((await session(login.token)).statusCode).toBe(401);
    expect((await session(reply.user.token)).statusCode).toBe(200);
    // the old token cannot rotate again
    expect((await post(t, '/api/relogin', undefined, bearer(login.token))).statusCode).toBe(401);
  });

  it('yields one new session when one token rotates twice at the same moment', async () => {
    const body = await signupAndVerify(t);
    const login = await signIn(t, body.email, body.password);
    const results = await Promise.all([post(t, '/api/relogin', undefined, bearer(login.token)), post(t, '/api/relogin', undefined, bearer(login.token))]);
    // the loser either never found a live token (401) or lost the revoke race (401)
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const live = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, login.user_id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('gives the new token a full lifetime from now', async () => {
    const body = await signupAndVerify(t);
    const login = await signIn(t, body.email, body.password);
    t.clock.advance(5 * 60_000);
    const before = t.clock.now.getTime();
    const res = await t.app.inject({ method: 'POST', url: '/api/relogin', headers: bearer(login.token) });
    const after = t.clock.now.getTime();
    expect(res.statusCode).toBe(200);
    const expiresAt = new Date(res.json().user.expires_at).getTime() - t.config.TOKEN_TTL_MINUTES * 60_000;
    expect(expiresAt).toBeGreaterThanOrEqual(before);
    expect(expiresAt).toBeLessThanOrEqual(after);
    const stored = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, login.user_id));
    expect(stored.map((row) => row.revokedAt === null).sort()).toEqual([false, true]);
  });

  it('answers 401 for an expired token and issues nothing', async () => {
    const body = await signupAndVerify(t);
    const login = await signIn(t, body.email, body.password);
    t.clock.advance(t.config.TOKEN_TTL_MINUTES * 60_000 + 1000);
    const res = await post(t, '/api/relogin', undefined, bearer(login.token));
    expect([res.statusCode, res.json()]).toEqual([401, UNAUTHORIZED]);
    expect(await t.database.db.select().from(authTokens).where(eq(authTokens.userId, login.user_id))).toHaveLength(1);
  });

  it('answers 401 for an anonymous call', async () => {
    const res = await post(t, '/api/relogin');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST auth/logout', () => {
  it('revokes only the presented token', async () => {
    const body = await signupAndVerify(t);
    const phone = await signIn(t, body.email, body.password);
    const laptop = await signIn(t, body.email, body.password);
    const res = await post(t, '/api/auth/logout', undefined, bearer(phone.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have been signed out' });
    expect((await session(phone.token)).statusCode).toBe(401);
    expect((await session(laptop.token)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/logout', undefined, bearer(phone.token))).statusCode).toBe(401);
  });
});
