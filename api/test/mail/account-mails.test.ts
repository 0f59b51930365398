import { eq } from 'drizzle-orm';
import { mailQueue, users } from '../../src/db/schema';
import type { MailTransport } from '../../src/mail/mailer';
import { post, signupAndVerify, signupPayload } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';

const APP_URL = 'https://members.example.ng/';
const SOCIETY = 'Ikeja Traders Co-operative';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL, SOCIETY_NAME: SOCIETY });
});
afterAll(() => t.close());

describe('account mails', () => {
  it('sends a verification mail naming the society whose link is {APP_URL}/verify-email/{code}, and the code works', async () => {
    const body = signupPayload({ first_name: 'Ada <b>Lovelace</b>' });
    await post(t, '/api/auth/signup', body);
    const [mail] = await sentMails(t, body.email);
    expect(mail.to).toBe(body.email);
    expect(mail.subject).toBe(`Verify your e-mail address for ${SOCIETY}`);
    expect(mail.text).toContain(`Thank you for registering with ${SOCIETY}.`);
    expect(mail.text).toMatch(/^Hello Ada <b>Lovelace<\/b>,/);
    expect(mail.text).toMatch(/Complete Registration: https:\/\/members\.example\.ng\/verify-email\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).toContain('expires in 24 hours');

    const code = secretFromMail(mail, APP_URL, '/verify-email');
    expect(mail.html).toContain(`href="https://members.example.ng/verify-email/${code}"`);
    expect(mail.html).toContain(SOCIETY);
    // what a member typed never becomes markup
    expect(mail.html).toContain('Hello Ada &lt;b&gt;Lovelace&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Lovelace</b>');

    expect((await post(t, `/api/auth/signupVerifyEmail/${code}`)).statusCode).toBe(200);
  });

  it('sends a reset mail whose link is {APP_URL}/verify-password/{token}, and the token works', async () => {
    const body = await signupAndVerify(t);
    await post(t, '/api/auth/recovery', { email: body.email });
    const [mail] = await sentMails(t, body.email);
    expect(mail.subject).toBe(`Reset your ${SOCIETY} password`);
    expect(mail.text).toMatch(/Reset Password: https:\/\/members\.example\.ng\/verify-password\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).toContain('expires in 1 hour');
    const token = secretFromMail(mail, APP_URL, '/verify-password');
    const reset = await post(t, '/api/auth/reset', { email: body.email, password: 'Fresh#Pass123', password_confirmation: 'Fresh#Pass123', token });
    expect(reset.statusCode).toBe(200);
  });
});

describe('a mail that cannot be sent', () => {
  it('is logged, stays queued for another try and does not undo the sign-up', async () => {
    const warnings: unknown[] = [];
    const failureLog = { warn: (obj: object) => void warnings.push(obj), error: (obj: object) => void warnings.push(obj) };
    const failing: MailTransport = {
      name: 'smtp',
      deliver: async () => {
        throw new Error('connection refused');
      },
    };
    const broken = await createTestApp({}, { mail: { transport: failing, failureLog } });
    try {
      const body = signupPayload();
      const res = await post(broken, '/api/auth/signup', body);
      expect(res.statusCode).toBe(201);
      await broken.app.deps.mailer.flush();
      expect(warnings).toHaveLength(1);
      expect(JSON.stringify(warnings[0])).toContain(body.email);
      const [queued] = await broken.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, body.email));
      expect(queued).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: 'connection refused' });
      const [user] = await broken.database.db.select().from(users).where(eq(users.email, body.email));
      expect(user).toBeDefined();
      // signing in later sends a new link once the old one is 5 minutes old
      broken.clock.advance(6 * 60_000);
      const login = (await post(broken, '/api/auth/login', { email: body.email, password: body.password })).json();
      expect(login.message).toContain('We have sent a new verification link');
    } finally {
      await broken.close();
    }
  });
});
