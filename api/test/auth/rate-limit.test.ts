import { post, signupAndVerify, signupPayload } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 3 });
});
afterAll(() => t.close());

const TOO_MANY = { success: false, message: 'Too many attempts, please wait a minute and try again' };

describe('rate limits on the account calls (RATE_LIMIT_AUTH_PER_MINUTE=3)', () => {
  it.each([
    ['auth/login', () => ({ email: 'nobody@example.com', password: 'Whatever#1' })],
    ['auth/signup', () => signupPayload()],
    ['auth/recovery', () => ({ email: 'nobody@example.com' })],
    ['auth/reset', () => ({ email: 'nobody@example.com', password: 'Whatever#1', password_confirmation: 'Whatever#1', token: 'x' })],
    ['auth/signupVerifyEmail/some-code', () => undefined],
  ])('answers 429 to the fourth call of %s within a minute', async (path, payload) => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(t, `/api/${path}`, payload(), { 'x-forwarded-for': `10.0.0.${path.length}` })).statusCode);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const fourth = await post(t, `/api/${path}`, payload(), { 'x-forwarded-for': `10.0.0.${path.length}` });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(TOO_MANY);
  });

  it('counts each client address on its own', async () => {
    const body = await signupAndVerify(t);
    const from = (ip: string) => post(t, '/api/auth/login', { email: body.email, password: body.password }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i += 1) expect((await from('10.1.1.1')).statusCode).toBe(200);
    expect((await from('10.1.1.1')).statusCode).toBe(429);
    expect((await from('10.1.1.2')).json().status).toBe(1);
  });
});
