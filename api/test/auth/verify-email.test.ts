import { eq } from 'drizzle-orm';
import { notifications, users } from '../../src/db/schema';
import { post, signupPayload } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const INVALID = 'This verification link is not valid or has already been used. If your e-mail address is verified, sign in.';
const EXPIRED = 'This verification link has expired. Sign in with your e-mail address and password and we will send you a new link.';

async function signUp() {
  const body = signupPayload();
  expect((await post(t, '/api/auth/signup', body)).statusCode).toBe(201);
  const [mail] = await sentMails(t, body.email);
  return { body, code: secretFromMail(mail, t.config.APP_URL, '/verify-email') };
}

async function userByEmail(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('POST auth/signupVerifyEmail/{code}', () => {
  it('verifies the e-mail, writes one welcome notification and lets the member sign in', async () => {
    const { body, code } = await signUp();
    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(0);

    const res = await post(t, `/api/auth/signupVerifyEmail/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your e-mail address has been verified. You can now sign in.' });

    const user = await userByEmail(body.email);
    expect(user.emailVerifiedAt).not.toBeNull();
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: `Welcome to ${t.config.SOCIETY_NAME}`, link: '/settings' });
    expect(notes[0].message).toContain('Amaka');

    expect((await post(t, '/api/auth/login', { email: body.email, password: body.password })).json().status).toBe(1);
  });

  it('refuses an unknown code with 400', async () => {
    const res = await post(t, '/api/auth/signupVerifyEmail/not-a-real-code');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: INVALID });
  });

  it('refuses a code used before with 400 and writes no second welcome', async () => {
    const { body, code } = await signUp();
    expect((await post(t, `/api/auth/signupVerifyEmail/${code}`)).statusCode).toBe(200);
    const again = await post(t, `/api/auth/signupVerifyEmail/${code}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: INVALID });
    const user = await userByEmail(body.email);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });

  it('refuses an expired code with 400 saying that signing in sends a new link, which then works', async () => {
    const { body, code } = await signUp();
    t.clock.advance(t.config.EMAIL_VERIFICATION_TTL_MINUTES * 60_000 + 1000);
    const res = await post(t, `/api/auth/signupVerifyEmail/${code}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: EXPIRED });
    expect((await userByEmail(body.email)).emailVerifiedAt).toBeNull();

    const login = await post(t, '/api/auth/login', { email: body.email, password: body.password });
    expect(login.json()).toEqual({
      status: 0,
      success: false,
      message: `Please verify your e-mail address before you sign in. We have sent a new verification link to ${body.email}.`,
      retry_after: 0,
    });
    const mails = await sentMails(t, body.email);
    expect(mails).toHaveLength(2);
    const fresh = secretFromMail(mails[0], t.config.APP_URL, '/verify-email');
    expect(fresh).not.toBe(code);
    expect((await post(t, `/api/auth/signupVerifyEmail/${fresh}`)).statusCode).toBe(200);
  });

  it('accepts a code until the last moment before it expires', async () => {
    const { code } = await signUp();
    t.clock.advance(t.config.EMAIL_VERIFICATION_TTL_MINUTES * 60_000 - 5000);
    expect((await post(t, `/api/auth/signupVerifyEmail/${code}`)).statusCode).toBe(200);
  });

  it('verifies once when the same code is posted twice at the same moment', async () => {
    const { body, code } = await signUp();
    const results = await Promise.all([post(t, `/api/auth/signupVerifyEmail/${code}`), post(t, `/api/auth/signupVerifyEmail/${code}`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const user = await userByEmail(body.email);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });

  it('refuses an over-long code without touching the database', async () => {
    const res = await post(t, `/api/auth/signupVerifyEmail/${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ success: false });
  });
});
