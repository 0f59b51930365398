import { and, eq } from 'drizzle-orm';
import { notifications, users } from '../../src/db/schema';
import { bearer, post, signIn, signupAndVerify } from '../helpers/accounts';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand#New#Pass1';
// the original client appended ?token=; the Bearer header is what counts on a POST
const change = (token: string, body: Record<string, unknown> | undefined) => post(t, `/api/profilesChangePassword?token=${encodeURIComponent(token)}`, body, bearer(token));
const sessionStatus = async (token: string) => (await t.app.inject({ url: '/api/auth/session', headers: bearer(token) })).statusCode;

describe('POST profilesChangePassword?token=', () => {
  it('changes the password with the token in the query only, keeps this session and ends the others', async () => {
    const body = await signupAndVerify(t);
    const current = await signIn(t, body.email, body.password);
    const other = await signIn(t, body.email, body.password);

    const res = await change(current.token, { old_password: body.password, new_password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been changed. Other devices have been signed out.' });

    expect(await sessionStatus(current.token)).toBe(200);
    expect(await sessionStatus(other.token)).toBe(401);
    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(0);
    expect((await post(t, '/api/auth/login', { email: body.email, password: NEW_PASSWORD })).json().status).toBe(1);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    const notes = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Password changed')));
    expect(notes).toHaveLength(1);
    expect(notes[0].link).toBe('/settings');
    expect((await sentMails(t, body.email))[0].subject).toBe(`Your ${t.config.SOCIETY_NAME} password was changed`);
  });

  it('answers 400 for a wrong old password and changes nothing', async () => {
    const body = await signupAndVerify(t);
    const current = await signIn(t, body.email, body.password);
    const other = await signIn(t, body.email, body.password);
    const res = await change(current.token, { old_password: 'Not#MyPass1', new_password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Your old password is not correct', retry_after: 0 });
    expect(await sessionStatus(other.token)).toBe(200);
    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(1);
  });

  it('answers 401 without a token, with a bad one, and before looking at the body', async () => {
    for (const url of ['/api/profilesChangePassword', '/api/profilesChangePassword?token=nope']) {
      const res = await post(t, url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
  });

  const valid = { old_password: 'placeholder', new_password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
  const cases: [string, Record<string, unknown> | undefined, string][] = [
    ['no body', undefined, 'All fields are required'],
    ['old_password missing', { ...valid, old_password: undefined }, 'The old password is required'],
    ['old_password not text', { ...valid, old_password: 1 }, 'The old password must be text'],
    ['new_password missing', { ...valid, new_password: undefined }, 'The new password is required'],
    ['new_password short', { ...valid, new_password: 'Ab#1', password_confirmation: 'Ab#1' }, 'The new password must be at least 8 characters'],
    ['confirmation missing', { ...valid, password_confirmation: undefined }, 'Please confirm the new password'],
    ['confirmation differs', { ...valid, password_confirmation: 'Different#1' }, 'The new password and its confirmation do not match'],
    ['new equals old', { ...valid, old_password: NEW_PASSWORD }, 'The new password must be different from the old one'],
  ];
  it.each(cases)('answers 422 when %s and changes nothing', async (_name, payload, message) => {
    const body = await signupAndVerify(t);
    const current = await signIn(t, body.email, body.password);
    const merged = payload && payload.old_password === 'placeholder' ? { ...payload, old_password: body.password } : payload;
    const res = await change(current.token, merged);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(1);
  });
});
