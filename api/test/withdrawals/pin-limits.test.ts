// The PIN guard's limits are the society's settings (issue 24): the guard reads pin_requests_per_hour,
// pin_max_attempts and wrong_pins_to_lock in force, not constants, and its messages and the lock mail quote them.
// Each limit is lowered here by the SA through PUT admin/settings (a tightening applies at once).
import { eq } from 'drizzle-orm';
import { societySettings } from '../../src/db/schema';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { balanceOf, call, type Member } from '../wallet/support/money';
import { sa } from '../back-office/proposalSupport';
import { fundedMember } from './support/withdrawer';
import { LOCKED, lockMails, pinFor, pinMails, requestPin, withdraw, wrongPinFor } from './support/pinGuard';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 100 });
  boss = await sa(t);
});
afterEach(async () => {
  t.clock.reset();
  // back to the migration's defaults, straight into the row (raising through the API is a proposal)
  await t.database.db.update(societySettings).set({ pinRequestsPerHour: 5, pinMaxAttempts: 5, wrongPinsToLock: 10 }).where(eq(societySettings.id, 1));
});
afterAll(() => t.close());

async function setLimits(limits: { pin_requests_per_hour?: number; pin_max_attempts?: number; wrong_pins_to_lock?: number }) {
  const res = await call(t, boss, 'PUT', '/api/admin/settings', limits);
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Settings saved');
}

it('wrong_pins_to_lock 3: the third wrong PIN locks withdrawals, and the lock mail says three', async () => {
  await setLimits({ wrong_pins_to_lock: 3 });
  const ada = await fundedMember(t);
  const pin = await pinFor(t, ada);
  expect((await withdraw(t, ada, wrongPinFor(pin))).json().message).toBe('The withdrawal PIN is not correct. You have 4 attempts left');
  expect((await withdraw(t, ada, wrongPinFor(pin))).json().message).toBe('The withdrawal PIN is not correct. You have 3 attempts left');
  expect((await call(t, ada, 'GET', '/api/withdrawal_lock')).json().locked).toBe(false);

  const third = await withdraw(t, ada, wrongPinFor(pin));
  expect(third.statusCode).toBe(423);
  expect(third.json()).toEqual({ success: false, message: LOCKED });
  expect((await withdraw(t, ada, pin)).statusCode).toBe(423);
  expect((await call(t, ada, 'GET', '/api/withdrawal_lock')).json()).toEqual({ locked: true, message: LOCKED });
  expect(await balanceOf(t, ada)).toBe('10000.00');
  const locks = (await sentMails(t, ada.email)).filter((m) => /withdrawals are locked$/.test(m.subject));
  expect(locks).toHaveLength(1);
  expect(locks[0].text).toContain('A wrong withdrawal PIN was entered 3 times on your account within a day');
});

it('pin_max_attempts 2: a PIN is spent after two wrong tries, counted down from the setting', async () => {
  await setLimits({ pin_max_attempts: 2 });
  const ada = await fundedMember(t);
  const pin = await pinFor(t, ada);
  expect((await withdraw(t, ada, wrongPinFor(pin))).json().message).toBe('The withdrawal PIN is not correct. You have 1 attempt left');
  expect((await withdraw(t, ada, wrongPinFor(pin))).json().message).toBe('The withdrawal PIN is not correct. You have no attempts left: please start the withdrawal again');
  const right = await withdraw(t, ada, pin);
  expect(right.statusCode).toBe(400);
  expect(right.json().message).toBe('Too many wrong withdrawal PINs. Please start the withdrawal again');
  expect(await balanceOf(t, ada)).toBe('10000.00');
  // a fresh PIN works
  expect((await withdraw(t, ada, await pinFor(t, ada))).statusCode).toBe(200);
});

it('pin_requests_per_hour 2: the third PIN request in the hour is a 429 quoting two, and mails nothing', async () => {
  await setLimits({ pin_requests_per_hour: 2 });
  const ada = await fundedMember(t);
  expect((await requestPin(t, ada)).statusCode).toBe(200);
  expect((await requestPin(t, ada)).statusCode).toBe(200);
  const third = await requestPin(t, ada);
  expect(third.statusCode).toBe(429);
  expect(third.json().message).toBe('You have asked for 2 withdrawal PINs in the last hour. Please wait 60 minutes before asking for another');
  expect(pinMails(await sentMails(t, ada.email))).toBe(2);
});

it('a limit lowered below what a member has already used takes effect on their next step', async () => {
  const ada = await fundedMember(t);
  const pin = await pinFor(t, ada);
  await withdraw(t, ada, wrongPinFor(pin));
  await withdraw(t, ada, wrongPinFor(pin));
  expect((await call(t, ada, 'GET', '/api/withdrawal_lock')).json().locked).toBe(false);
  await setLimits({ wrong_pins_to_lock: 2, pin_max_attempts: 3 });
  // two wrong PINs counted already: the next one is over the new limit, and the mail counts all three
  const next = await withdraw(t, ada, wrongPinFor(pin));
  expect(next.statusCode).toBe(423);
  expect(lockMails(await sentMails(t, ada.email))).toBe(1);
  expect((await sentMails(t, ada.email)).find((m) => /locked$/.test(m.subject))!.text).toContain('entered 3 times');
});
