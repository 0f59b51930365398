import { and, eq } from 'drizzle-orm';
import { notifications, passwordResets, users } from '../../src/db/schema';
import { bearer, post, signIn, signupAndVerify, signupPayload } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const INVALID = 'This password reset link is not valid or has already been used. Please request a new one.';
const EXPIRED = 'This password reset link has expired. Please request a new one.';
const NEW_PASSWORD = 'Brand#New#Pass1';

async function requestReset(email: string) {
  const res = await post(t, '/api/auth/recovery', { email });
  expect(res.statusCode).toBe(200);
  const [mail] = await sentMails(t, email.trim().toLowerCase());
  return secretFromMail(mail, t.config.APP_URL, '/verify-password');
}

const reset = (body: Record<string, unknown>) => post(t, '/api/auth/reset', body);

describe('POST auth/recovery', () => {
  it('answers the same for an existing account and mails it a reset link', async () => {
    const body = await signupAndVerify(t);
    const res = await post(t, '/api/auth/recovery', { email: ` ${body.email.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `If an account exists for ${body.email}, we have sent a link to reset the password.` });
    const mails = await sentMails(t, body.email);
    expect(mails[0].subject).toBe(`Reset your ${t.config.SOCIETY_NAME} password`);
    expect(secretFromMail(mails[0], t.config.APP_URL, '/verify-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for an unknown e-mail and sends no mail', async () => {
    const before = (await sentMails(t)).length;
    const res = await post(t, '/api/auth/recovery', { email: 'Nobody@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'If an account exists for nobody@example.com, we have sent a link to reset the password.' });
    expect(await sentMails(t)).toHaveLength(before);
  });

  it('mails at most one link a minute to one account', async () => {
    const body = await signupAndVerify(t);
    await post(t, '/api/auth/recovery', { email: body.email });
    await post(t, '/api/auth/recovery', { email: body.email });
    expect((await sentMails(t, body.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(1);
    t.clock.advance(61_000);
    await post(t, '/api/auth/recovery', { email: body.email });
    expect((await sentMails(t, body.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(2);
  });

  it.each([
    [undefined, 'The e-mail address is required'],
    [{}, 'The e-mail address is required'],
    [{ email: 5 }, 'The e-mail address must be text'],
    [{ email: 'not-an-email' }, 'Email is not valid'],
  ])('answers 422 for %j', async (payload, message) => {
    const res = await post(t, '/api/auth/recovery', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('POST auth/reset', () => {
  it('sets the new password, signs out every session, notifies and mails the member', async () => {
    const body = await signupAndVerify(t);
    const phone = await signIn(t, body.email, body.password);
    const laptop = await signIn(t, body.email, body.password);
    const token = await requestReset(body.email);

    const res = await reset({ email: body.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been changed. You can now sign in.' });

    for (const session of [phone, laptop]) {
      const check = await t.app.inject({ url: '/api/auth/session', headers: bearer(session.token) });
      expect(check.statusCode).toBe(401);
      expect(check.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(0);
    expect((await post(t, '/api/auth/login', { email: body.email, password: NEW_PASSWORD })).json().status).toBe(1);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    const notes = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Password changed')));
    expect(notes).toHaveLength(1);
    expect((await sentMails(t, body.email))[0].subject).toBe(`Your ${t.config.SOCIETY_NAME} password was changed`);
  });

  it('refuses a used link, and a reset kills every other outstanding link', async () => {
    const body = await signupAndVerify(t);
    const first = await requestReset(body.email);
    t.clock.advance(61_000);
    const second = await requestReset(body.email);
    expect(second).not.toBe(first);
    expect((await reset({ email: body.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token: second })).statusCode).toBe(200);
    for (const token of [second, first]) {
      const again = await reset({ email: body.email, password: 'Another#Pass2', password_confirmation: 'Another#Pass2', token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ success: false, message: INVALID });
    }
    expect((await post(t, '/api/auth/login', { email: body.email, password: NEW_PASSWORD })).json().status).toBe(1);
  });

  it("refuses another account's e-mail without spending the link", async () => {
    const owner = await signupAndVerify(t);
    const other = await signupAndVerify(t);
    const token = await requestReset(owner.email);
    const wrong = await reset({ email: other.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: INVALID });
    expect((await post(t, '/api/auth/login', { email: other.email, password: other.password })).json().status).toBe(1);
    const [row] = await t.database.db.select().from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId)).where(eq(users.email, owner.email));
    expect(row.password_resets.usedAt).toBeNull();
    expect((await reset({ email: owner.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const body = await signupAndVerify(t);
    const res = await reset({ email: body.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token: 'made-up' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: INVALID });
  });

  it('refuses an expired link and keeps the old password', async () => {
    const body = await signupAndVerify(t);
    const token = await requestReset(body.email);
    t.clock.advance(t.config.PASSWORD_RESET_TTL_MINUTES * 60_000 + 1000);
    const res = await reset({ email: body.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: EXPIRED });
    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(1);
  });

  it('verifies the e-mail of an account that had not verified it yet (the link proves the address)', async () => {
    const body = signupPayload();
    await post(t, '/api/auth/signup', body);
    const token = await requestReset(body.email);
    expect((await reset({ email: body.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email: body.email, password: NEW_PASSWORD })).json().status).toBe(1);
  });

  it('ends a sign-in lockout', async () => {
    const body = await signupAndVerify(t);
    for (let i = 0; i < 5; i += 1) await post(t, '/api/auth/login', { email: body.email, password: 'Wrong#Pass1' });
    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(0);
    const token = await requestReset(body.email);
    expect((await reset({ email: body.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email: body.email, password: NEW_PASSWORD })).json().status).toBe(1);
  });

  const valid = { email: 'a@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token: 'abc' };
  const cases: [string, Record<string, unknown> | undefined, string][] = [
    ['no body', undefined, 'All fields are required'],
    ['email missing', { ...valid, email: undefined }, 'The e-mail address is required'],
    ['email not valid', { ...valid, email: 'a@' }, 'Email is not valid'],
    ['password missing', { ...valid, password: undefined }, 'The password is required'],
    ['password short', { ...valid, password: 'short', password_confirmation: 'short' }, 'The password must be at least 8 characters'],
    ['password not text', { ...valid, password: 123456789 }, 'The password must be text'],
    ['confirmation missing', { ...valid, password_confirmation: undefined }, 'Please confirm the password'],
    ['passwords differ', { ...valid, password_confirmation: 'Other#Pass123' }, 'The passwords do not match'],
    ['token missing', { ...valid, token: undefined }, 'The reset token is required'],
    ['token empty', { ...valid, token: ' ' }, 'The reset token is required'],
    ['token not text', { ...valid, token: 99 }, 'The reset token must be text'],
  ];
  it.each(cases)('answers 422 when %s and changes nothing', async (_name, payload, message) => {
    const body = await signupAndVerify(t);
    const token = await requestReset(body.email);
    const merged = payload === undefined ? undefined : { ...payload, email: payload.email === valid.email ? body.email : payload.email, token: payload.token === 'abc' ? token : payload.token };
    const res = await reset(merged as Record<string, unknown>);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    // the link still works: the refused call spent nothing
    expect((await reset({ email: body.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token })).statusCode).toBe(200);
  });
});
