// A suspended account cannot sign in (the sign-in screen shows why: a refusal with status 0, as the client reads
// one, and only after the right password), and its sessions end: at once on the instance that suspended it, within
// SESSION_CACHE_MS on another, each with a 401 whose message stays `Unauthorized` (every client signs out on it) and
// whose `detail` is the suspension message. Reactivated, it signs in again.
import { bearer, post, signIn, signupAndVerify } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { admin, call, type Member } from '../wallet/support/money';
import { SUSPENDED_TEXT, liftInDatabaseOnly, reactivated, suspendInDatabaseOnly, suspended } from './support';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';

const CACHE_MS = 5_000;
let t: TestApp;
/** a second API instance on the same database, with its own clock and session cache */
let other: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: CACHE_MS });
  other = await createTestApp({ SESSION_CACHE_MS: CACHE_MS }, { database: t.database });
  boss = await admin(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});
afterEach(() => {
  t.clock.reset();
  other.clock.reset();
});

const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });
const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const wallet = (app: TestApp, token: string) => app.app.inject({ url: '/api/show_wallet_balance', headers: bearer(token) });
const SUSPENDED_401 = { success: false, message: 'Unauthorized', reason: 'suspended', detail: SUSPENDED_TEXT };

describe('signing in', () => {
  it('is refused with the suspension message after the right password, and works again once reactivated', async () => {
    const account = await signupAndVerify(t);
    const id = await idOf(account.email);
    await suspended(t, boss, id);

    const refused = await login(account.email, account.password);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ status: 0, success: false, message: SUSPENDED_TEXT, retry_after: 0 });

    // a wrong password learns nothing about the account
    const wrong = await login(account.email, 'Wrong#Pass123');
    expect(wrong.json()).toMatchObject({ status: 0, message: 'Invalid Email or Password' });

    await reactivated(t, boss, id);
    const user = await signIn(t, account.email, account.password);
    expect((await wallet(t, user.token)).statusCode).toBe(200);
  });
});

describe('open sessions', () => {
  it('end at once on this instance: the next request is a 401 that says the account is suspended', async () => {
    const account = await signupAndVerify(t);
    const first = await signIn(t, account.email, account.password);
    const second = await signIn(t, account.email, account.password);
    expect((await wallet(t, first.token)).statusCode).toBe(200);
    await suspended(t, boss, await idOf(account.email));
    for (const token of [first.token, second.token]) {
      const res = await wallet(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SUSPENDED_401);
    }
    // the shell's boot check and the renewal too
    expect((await t.app.inject({ url: '/api/auth/session', headers: bearer(first.token) })).json()).toEqual(SUSPENDED_401);
    expect((await post(t, '/api/relogin', undefined, bearer(first.token))).json()).toEqual(SUSPENDED_401);
  });

  it('end on another instance within SESSION_CACHE_MS (a member session it had cached)', async () => {
    const ada = await createUser(t, { memberStatus: true });
    expect((await wallet(other, ada.token)).statusCode).toBe(200); // cached by the other instance
    // suspended through this instance: the other one's cache is not told across processes, only its clock helps
    await suspendInDatabaseOnly(t, ada.id, boss);
    expect((await wallet(other, ada.token)).statusCode).toBe(200);
    other.clock.advance(CACHE_MS);
    const res = await wallet(other, ada.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SUSPENDED_401);
    await liftInDatabaseOnly(t, ada.id);
  });

  it('a token that was already revoked or expired, of an account not suspended, is the plain 401', async () => {
    const ada = await createUser(t);
    await post(t, '/api/auth/logout', undefined, ada.headers);
    expect((await call(t, ada, 'GET', '/api/show_wallet_balance')).json()).toEqual({ success: false, message: 'Unauthorized' });
    const bayo = await createUser(t);
    t.clock.advance(t.config.TOKEN_TTL_MINUTES * 60_000 + 1000);
    expect((await call(t, bayo, 'GET', '/api/show_wallet_balance')).json()).toEqual({ success: false, message: 'Unauthorized' });
  });

  it('a reactivated account does not get its old sessions back: it signs in again', async () => {
    const account = await signupAndVerify(t);
    const before = await signIn(t, account.email, account.password);
    const id = await idOf(account.email);
    await suspended(t, boss, id);
    await reactivated(t, boss, id);
    expect((await wallet(t, before.token)).json()).toEqual({ success: false, message: 'Unauthorized' });
    expect((await wallet(t, (await signIn(t, account.email, account.password)).token)).statusCode).toBe(200);
  });
});
