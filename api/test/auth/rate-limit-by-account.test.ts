// The sign-in calls that name an account count per address AND e-mail (members behind one carrier NAT keep their
// own allowance) under a looser ceiling per address (one address cannot try many accounts).
import { post, signupAndVerify } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 3, RATE_LIMIT_AUTH_ADDRESS_PER_MINUTE: 8 });
});
afterAll(() => t.close());

const TOO_MANY = { success: false, message: 'Too many attempts, please wait a minute and try again' };
const fromNat = (ip: string) => ({ 'x-forwarded-for': ip });

describe('login behind one shared address', () => {
  it("one member's failed attempts do not use up another member's allowance", async () => {
    const chidi = await signupAndVerify(t);
    const ngozi = await signupAndVerify(t);
    const nat = fromNat('102.89.1.1');
    for (let i = 0; i < 3; i += 1) expect((await post(t, '/api/auth/login', { email: chidi.email, password: 'Wrong#123' }, nat)).statusCode).toBe(200);
    const refused = await post(t, '/api/auth/login', { email: chidi.email, password: chidi.password }, nat);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post(t, '/api/auth/login', { email: ngozi.email, password: ngozi.password }, nat)).json().status).toBe(1);
  });

  it('counts the e-mail as sign-in reads it (case and spaces do not make a new allowance)', async () => {
    const nat = fromNat('102.89.1.2');
    const variants = ['Ada@Example.com', ' ada@example.com', 'ADA@EXAMPLE.COM '];
    for (const email of variants) expect((await post(t, '/api/auth/login', { email, password: 'Wrong#123' }, nat)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email: 'ada@example.com', password: 'Wrong#123' }, nat)).statusCode).toBe(429);
  });

  it('one address trying many accounts hits the address ceiling; another address is unaffected', async () => {
    const sprayer = fromNat('102.89.1.3');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await post(t, '/api/auth/login', { email: `target${i}@example.com`, password: 'Guess#123' }, sprayer)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect((await post(t, '/api/auth/login', { email: 'target0@example.com', password: 'Guess#123' }, fromNat('102.89.1.4'))).statusCode).toBe(200);
  });

  it('a malformed body counts against the address too', async () => {
    const ip = fromNat('102.89.1.5');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(t, '/api/auth/login', { email: 42 }, ip)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});

describe.each(['auth/recovery', 'auth/reset'])('%s behind one shared address', (path) => {
  const body = (email: string) => ({ email, password: 'Whatever#1', password_confirmation: 'Whatever#1', token: 'x' });
  it('counts per e-mail, under the address ceiling', async () => {
    const nat = fromNat(`102.89.2.${path.length}`);
    for (let i = 0; i < 3; i += 1) expect((await post(t, `/api/${path}`, body('one@example.com'), nat)).statusCode).not.toBe(429);
    expect((await post(t, `/api/${path}`, body('one@example.com'), nat)).statusCode).toBe(429);
    const others: number[] = [];
    for (let i = 0; i < 6; i += 1) others.push((await post(t, `/api/${path}`, body(`other${i}@example.com`), nat)).statusCode);
    // 4 + 4 under the ceiling of 8, the ninth refused
    expect(others.map((s) => s === 429)).toEqual([false, false, false, false, true, true]);
  });
});

describe('profilesChangePassword', () => {
  it('counts per member, not per address', async () => {
    const nat = fromNat('102.89.3.1');
    const [a, b] = [await createUser(t), await createUser(t)];
    const change = (user: typeof a) =>
      post(t, '/api/profilesChangePassword', { old_password: 'Wrong#123', new_password: 'Newer#1234', password_confirmation: 'Newer#1234' }, { ...nat, ...user.headers });
    for (let i = 0; i < 3; i += 1) expect((await change(a)).statusCode).not.toBe(429);
    expect((await change(a)).statusCode).toBe(429);
    expect((await change(b)).statusCode).not.toBe(429);
  });
});
