import { eq } from 'drizzle-orm';
import { authTokens, users } from '../../src/db/schema';
import { hashToken } from '../../src/http/auth';
import { bearer, post, signupAndVerify, signupPayload } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const INVALID = { status: 0, success: false, message: 'Invalid Email or Password', retry_after: 0 };
const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });

describe('POST auth/login', () => {
  it('signs in a verified member with the full LoginReply and a working token', async () => {
    const body = await signupAndVerify(t);
    const res = await login(`  ${body.email.toUpperCase()} `, body.password);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(reply).toEqual({
      status: 1,
      success: true,
      message: 'Login successful',
      user: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: expect.any(String),
        user_id: user.id,
        email: body.email,
        name: `Amaka ${body.last_name}`,
        first_name: 'Amaka',
        last_name: body.last_name,
        profile_pic: null,
        member_status: false,
        role: 'MEMBER',
        bank: false,
        profile: false,
      },
    });
    const expiresIn = new Date(reply.user.expires_at).getTime() - Date.now();
    expect(Math.abs(expiresIn - t.config.TOKEN_TTL_MINUTES * 60_000)).toBeLessThan(10_000);
    const [stored] = await t.database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(reply.user.token)));
    expect(stored.userId).toBe(user.id);

    const session = await t.app.inject({ url: '/api/auth/session', headers: bearer(reply.user.token) });
    expect(session.statusCode).toBe(200);
  });

  it('reports member_status and role from the account', async () => {
    const body = await signupAndVerify(t);
    await t.database.db.update(users).set({ memberStatus: true, role: 'ADMIN', profilePic: '/uploads/p.jpg' }).where(eq(users.email, body.email));
    const { user } = (await login(body.email, body.password)).json();
    expect(user).toMatchObject({ member_status: true, role: 'ADMIN', profile_pic: '/uploads/p.jpg' });
  });

  it('refuses a wrong password and an unknown e-mail with the same HTTP 200 reply', async () => {
    const body = await signupAndVerify(t);
    const wrong = await login(body.email, 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual(INVALID);
    const unknown = await login('nobody-here@example.com', body.password);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(INVALID);
  });

  it('refuses an unverified account only with its right password, mailing a fresh link at most every 5 minutes', async () => {
    const body = signupPayload();
    expect((await post(t, '/api/auth/signup', body)).statusCode).toBe(201);

    // a wrong password reveals nothing and sends nothing
    expect((await login(body.email, 'Wrong#Pass1')).json()).toEqual(INVALID);
    expect(await sentMails(t, body.email)).toHaveLength(1);

    // the sign-up link went out a moment ago: no new one yet
    const early = (await login(body.email, body.password)).json();
    expect(early).toEqual({
      status: 0,
      success: false,
      message: `Please verify your e-mail address before you sign in. Use the verification link we sent to ${body.email} a few minutes ago.`,
      retry_after: 0,
    });
    expect(await sentMails(t, body.email)).toHaveLength(1);

    t.clock.advance(5 * 60_000 + 1000);
    const later = (await login(body.email, body.password)).json();
    expect(later).toEqual({
      status: 0,
      success: false,
      message: `Please verify your e-mail address before you sign in. We have sent a new verification link to ${body.email}.`,
      retry_after: 0,
    });
    let mails = await sentMails(t, body.email);
    expect(mails).toHaveLength(2);

    // throttled again right after
    expect((await login(body.email, body.password)).json().message).toContain('a few minutes ago');
    t.clock.advance(4 * 60_000);
    expect((await login(body.email, body.password)).json().message).toContain('a few minutes ago');
    mails = await sentMails(t, body.email);
    expect(mails).toHaveLength(2);

    // the new link verifies the account, and then the login works
    const code = secretFromMail(mails[0], t.config.APP_URL, '/verify-email');
    expect((await post(t, `/api/auth/signupVerifyEmail/${code}`)).statusCode).toBe(200);
    expect((await login(body.email, body.password)).json().status).toBe(1);
  });

  it('never locks the account: after wrong passwords the right one works once the short wait is over', async () => {
    const body = await signupAndVerify(t);
    for (let i = 0; i < 5; i += 1) expect((await login(body.email, `Wrong#Pass${i}`)).json()).toMatchObject({ status: 0, message: 'Invalid Email or Password' });
    t.clock.advance(8_000);
    expect((await login(body.email, body.password)).json().status).toBe(1);
  });

  it("does not delay one account for another account's failures", async () => {
    const a = await signupAndVerify(t);
    const b = await signupAndVerify(t);
    for (let i = 0; i < 5; i += 1) await login(a.email, 'Wrong#Pass1');
    expect((await login(a.email, a.password)).json().status).toBe(0);
    expect((await login(b.email, b.password)).json().status).toBe(1);
  });

  const cases: [string, Record<string, unknown> | undefined, string][] = [
    ['no body', undefined, 'Enter your e-mail address and password'],
    ['email missing', { password: 'Secret#123' }, 'The e-mail address is required'],
    ['email not text', { email: true, password: 'Secret#123' }, 'The e-mail address must be text'],
    ['email not valid', { email: 'amaka', password: 'Secret#123' }, 'Email is not valid'],
    ['password missing', { email: 'a@example.com' }, 'The password is required'],
    ['password empty', { email: 'a@example.com', password: '' }, 'The password is required'],
    ['password not text', { email: 'a@example.com', password: 12345678 }, 'The password must be text'],
  ];
  it.each(cases)('answers 422 when %s', async (_name, payload, message) => {
    const res = await post(t, '/api/auth/login', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});
