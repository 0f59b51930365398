import { count, eq } from 'drizzle-orm';
import { emailVerifications, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/security/password';
import { post, signupPayload } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userCount(): Promise<number> {
  const [{ n }] = await t.database.db.select({ n: count() }).from(users);
  return n;
}

describe('POST auth/signup', () => {
  it('creates an unverified account, replies 201 and mails a working verification link', async () => {
    const body = signupPayload({ middle_name: 'Chioma' });
    const res = await post(t, '/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: `Registration successful. We have sent a verification link to ${body.email}` });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ firstName: 'Amaka', lastName: body.last_name, middleName: 'Chioma', phoneNo: '08012345678', role: 'MEMBER', memberStatus: false });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(body.password, user.passwordHash)).toBe(true);

    const mails = await sentMails(t, body.email);
    expect(mails).toHaveLength(1);
    const code = secretFromMail(mails[0], t.config.APP_URL, '/verify-email');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the hash is stored
    const stored = await t.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].codeHash).not.toContain(code);

    const verified = await post(t, `/api/auth/signupVerifyEmail/${code}`);
    expect(verified.statusCode).toBe(200);
  });

  it('trims and lower-cases the e-mail, accepts a missing middle name and normalises +234 numbers', async () => {
    const body = signupPayload({ phone_no: '+234 801 234 5678' });
    const { middle_name: _omit, ...withoutMiddle } = body;
    const mixed = `  ${body.email.toUpperCase()} `;
    const res = await post(t, '/api/auth/signup', { ...withoutMiddle, email: mixed });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(`Registration successful. We have sent a verification link to ${body.email}`);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user.middleName).toBe('');
    expect(user.phoneNo).toBe('08012345678');
  });

  it('answers 409 for an e-mail already used, also in another case or with spaces, and creates nothing', async () => {
    const body = signupPayload();
    expect((await post(t, '/api/auth/signup', body)).statusCode).toBe(201);
    const before = await userCount();
    for (const email of [body.email, body.email.toUpperCase(), `  ${body.email}  `]) {
      const res = await post(t, '/api/auth/signup', { ...signupPayload(), email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: `${body.email} has already been used` });
    }
    expect(await userCount()).toBe(before);
    expect(await sentMails(t, body.email)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail through', async () => {
    const body = signupPayload();
    const results = await Promise.all([post(t, '/api/auth/signup', body), post(t, '/api/auth/signup', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [{ n }] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, body.email));
    expect(n).toBe(1);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['first_name missing', { first_name: undefined }, 'The first name is required'],
    ['first_name empty', { first_name: '   ' }, 'The first name is required'],
    ['first_name not text', { first_name: 42 }, 'The first name must be text'],
    ['first_name too long', { first_name: 'a'.repeat(101) }, 'The first name must be at most 100 characters'],
    ['last_name missing', { last_name: undefined }, 'The last name is required'],
    ['last_name empty', { last_name: '' }, 'The last name is required'],
    ['last_name not text', { last_name: ['Okafor'] }, 'The last name must be text'],
    ['middle_name not text', { middle_name: 7 }, 'The middle name must be text'],
    ['email missing', { email: undefined }, 'The e-mail address is required'],
    ['email empty', { email: '  ' }, 'The e-mail address is required'],
    ['email not text', { email: 12 }, 'The e-mail address must be text'],
    ['email not an address', { email: 'amaka@' }, 'Email is not valid'],
    ['email without domain', { email: 'amaka.example.com' }, 'Email is not valid'],
    ['phone_no missing', { phone_no: undefined }, 'The phone number is required'],
    ['phone_no not text', { phone_no: 8012345678 }, 'The phone number must be 11 digits, like 08012345678'],
    ['phone_no 10 digits', { phone_no: '0801234567' }, 'The phone number must be 11 digits, like 08012345678'],
    ['phone_no 12 digits', { phone_no: '080123456789' }, 'The phone number must be 11 digits, like 08012345678'],
    ['phone_no not starting with 0', { phone_no: '18012345678' }, 'The phone number must be 11 digits, like 08012345678'],
    ['phone_no with letters', { phone_no: '0801234567a' }, 'The phone number must be 11 digits, like 08012345678'],
    ['password missing', { password: undefined }, 'The password is required'],
    ['password empty', { password: '' }, 'The password is required'],
    ['password not text', { password: 12345678 }, 'The password must be text'],
    ['password short', { password: 'Abc#123' }, 'The password must be at least 8 characters'],
    ['password too long', { password: 'x'.repeat(129) }, 'The password must be at most 128 characters'],
  ];

  it.each(cases)('answers 422 when %s and creates nothing', async (_name, change, message) => {
    const before = await userCount();
    const body: Record<string, unknown> = { ...signupPayload(), ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
    const res = await post(t, '/api/auth/signup', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await userCount()).toBe(before);
    expect(await sentMails(t, String(body.email))).toHaveLength(0);
  });

  it('answers 422 "All fields are required" without a body and 400 for broken JSON', async () => {
    const empty = await post(t, '/api/auth/signup');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ success: false, message: 'All fields are required' });
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });
});
