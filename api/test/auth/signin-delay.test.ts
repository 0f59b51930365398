// The sign-in delay: wrong passwords counted per account and client address, one uniform refusal, every
// password check in the same ledger, and a per-account ceiling across addresses.
import { bearer, post, signIn, signupAndVerify } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { useTestPasswordHash } from '../helpers/testPasswords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());
afterEach(() => t.clock.reset());

// Date alone is frozen, so the app's clock moves only when a test moves it: the waits in the replies are exact
// however slow the machine (timers, the database and scrypt run as usual).
beforeAll(() => {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
});
afterAll(() => jest.useRealTimers());
const wait = (ms: number) => t.clock.advance(ms);
/** for the tests that sign in a hundred times */
const SLOW = 300_000;

const MESSAGE = 'Invalid Email or Password';

/** signed up and verified through the real calls; then a test-cost hash of the same password (helpers/testPasswords.ts):
 * these tests check passwords a hundred times, each check still a real scrypt comparison */
async function newMember() {
  const member = await signupAndVerify(t);
  await useTestPasswordHash(t.database.db, member.email, member.password);
  return member;
}
let addressCounter = 0;
/** a client address no other test uses (the test app trusts X-Forwarded-For from loopback) */
const newAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${(Date.now() % 200) + 1}`;
};
const from = (address: string) => ({ 'x-forwarded-for': address });

async function login(email: string, password: string, address: string) {
  const res = await post(t, '/api/auth/login', { email, password }, from(address));
  return { statusCode: res.statusCode, body: res.json(), retryAfterHeader: res.headers['retry-after'] };
}

describe('sign-in delay per account and address', () => {
  it('an attacker failing 50 times from one address does not stop the member signing in from another', async () => {
    const member = await newMember();
    const attacker = newAddress();
    for (let i = 0; i < 50; i += 1) {
      expect((await login(member.email, `Guess#${i}`, attacker)).body.status).toBe(0);
      wait(16 * 60_000); // past the longest wait: every guess is a real check
    }
    expect((await login(member.email, member.password, newAddress())).body.status).toBe(1);
    // the attacker's own address still waits
    await login(member.email, 'Guess#last', attacker);
    expect((await login(member.email, member.password, attacker)).body).toEqual({ status: 0, success: false, message: MESSAGE, retry_after: 900 });
  }, SLOW);

  it('allows 3 free failures, then doubles the wait from 2 seconds up to 15 minutes, refusing even the right password meanwhile', async () => {
    const member = await newMember();
    const address = newAddress();
    const waits: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const { body, retryAfterHeader } = await login(member.email, 'Wrong#Pass1', address);
      expect(body).toMatchObject({ status: 0, message: MESSAGE });
      expect(retryAfterHeader).toBe(String(body.retry_after));
      waits.push(body.retry_after);
      wait(body.retry_after * 1000);
    }
    expect(waits).toEqual([0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);

    await login(member.email, 'Wrong#Pass1', address);
    wait(600_000);
    const early = await login(member.email, member.password, address);
    expect(early.body).toEqual({ status: 0, success: false, message: MESSAGE, retry_after: 300 });
    wait(300_000);
    expect((await login(member.email, member.password, address)).body.status).toBe(1);
  });

  it('answers an unknown e-mail, a wrong password and an attempt during a wait identically', async () => {
    const member = await newMember();
    const answers = async (email: string, address: string) => {
      const seen = [];
      for (let i = 0; i < 5; i += 1) {
        const { statusCode, body, retryAfterHeader } = await login(email, 'Wrong#Pass1', address);
        seen.push({ statusCode, body, retryAfterHeader });
      }
      return seen;
    };
    const known = await answers(member.email, newAddress());
    const unknown = await answers(`nobody-${Date.now()}@example.com`, newAddress());
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.body.retry_after)).toEqual([0, 0, 2, 2, 2]);
    expect(known.every((a) => a.statusCode === 200 && a.body.message === MESSAGE && a.body.status === 0)).toBe(true);
  });

  it('starts an address again from zero after a successful sign-in', async () => {
    const member = await newMember();
    const address = newAddress();
    for (let i = 0; i < 2; i += 1) await login(member.email, 'Wrong#Pass1', address);
    expect((await login(member.email, member.password, address)).body.status).toBe(1);
    const again = [];
    for (let i = 0; i < 2; i += 1) again.push((await login(member.email, 'Wrong#Pass1', address)).body.retry_after);
    expect(again).toEqual([0, 0]);
  });

  it('a password reset lets every address of the account in again at once', async () => {
    const member = await newMember();
    const [a, b] = [newAddress(), newAddress()];
    for (const address of [a, b]) for (let i = 0; i < 6; i += 1) await login(member.email, 'Wrong#Pass1', address);
    expect((await login(member.email, member.password, a)).body.retry_after).toBeGreaterThan(0);

    expect((await post(t, '/api/auth/recovery', { email: member.email })).statusCode).toBe(200);
    const token = secretFromMail((await sentMails(t, member.email))[0], t.config.APP_URL, '/verify-password');
    const newPassword = 'Brand#New#Pass1';
    const reset = await post(t, '/api/auth/reset', { email: member.email, password: newPassword, password_confirmation: newPassword, token });
    expect(reset.statusCode).toBe(200);

    expect((await login(member.email, newPassword, a)).body.status).toBe(1);
    expect((await login(member.email, newPassword, b)).body.status).toBe(1);
  });
});

describe('every password check shares the ledger', () => {
  it('counts wrong old passwords (change password) and withdrawal passwords toward the sign-in delay', async () => {
    const member = await newMember();
    const address = newAddress();
    const { token } = await signIn(t, member.email, member.password);
    const changePassword = () =>
      post(t, '/api/profilesChangePassword', { old_password: 'Wrong#Pass1', new_password: 'Brand#New#Pass1', password_confirmation: 'Brand#New#Pass1' }, { ...bearer(token), ...from(address) });
    const withdrawalPassword = () => post(t, '/api/verifyPasswordBeforeWithdrawal', { password: 'Wrong#Pass1', amount: '1000' }, { ...bearer(token), ...from(address) });

    const first = await changePassword();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ success: false, message: 'Your old password is not correct', retry_after: 0 });
    const second = await withdrawalPassword();
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ success: false, message: 'Your password is not correct', retry_after: 0 });
    expect((await changePassword()).json().retry_after).toBe(2);

    // the third failure started a wait: sign-in from this address is refused, even with the right password
    expect((await login(member.email, member.password, address)).body).toEqual({ status: 0, success: false, message: MESSAGE, retry_after: 2 });
    const waiting = await withdrawalPassword();
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ success: false, message: 'Too many wrong passwords. For your security, please wait 2 seconds before you try again.', retry_after: 2 });
    // another address is not affected
    expect((await login(member.email, member.password, newAddress())).body.status).toBe(1);
  });
});

describe('the per-account ceiling across addresses', () => {
  it('after 100 failures from many addresses, slows new addresses for the account but not one the member has used', async () => {
    const member = await newMember();
    const home = newAddress();
    expect((await login(member.email, member.password, home)).body.status).toBe(1);

    const waits: number[] = [];
    for (let i = 0; i < 100; i += 1) waits.push((await login(member.email, `Guess#${i}`, newAddress())).body.retry_after);
    expect(waits.slice(0, 99).every((w) => w === 0)).toBe(true);
    expect(waits[99]).toBe(2);

    const stranger = newAddress();
    expect((await login(member.email, member.password, stranger)).body).toEqual({ status: 0, success: false, message: MESSAGE, retry_after: 2 });
    expect((await login(member.email, member.password, home)).body.status).toBe(1);
    wait(2000);
    expect((await login(member.email, member.password, stranger)).body.status).toBe(1);
  }, SLOW);
});
