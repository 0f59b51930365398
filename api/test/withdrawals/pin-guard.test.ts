// The PIN guard under attack (issue 7): a PIN is bound to the amount and the bank account; PIN requests are capped
// per member; wrong PINs lock withdrawals until a password reset or an administrator unlocks; and another flow
// (a test-only purpose through the same guard) shares the cap and the lock.
import { and, eq, isNull } from 'drizzle-orm';
import { bankAccounts, notifications, pinLocks, societySettings, withdrawalPins } from '../../src/db/schema';
import { issueToken } from '../../src/http/auth';
import { AppError } from '../../src/http/errors';
import { makeNuban } from '../../src/rails/nuban';
import { post } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, balanceOf, call, member, PASSWORD, type Member } from '../wallet/support/money';
import { fundedMember } from './support/withdrawer';
import { enterWrongPins, issueOther, LOCKED, lockMails, OTHER_FLOW, pinFor, pinMails, requestPin, useOther, withdraw, wrongPinFor } from './support/pinGuard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 100 });
});
afterEach(() => t.clock.reset());
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const lockState = (user: Member) => call(t, user, 'GET', '/api/withdrawal_lock');

describe('the PIN is bound to the bank account it was issued for', () => {
  it('refuses a PIN after the member changes the bank account between the steps, and nothing changes', async () => {
    const ada = await fundedMember(t);
    const pin = await pinFor(t, ada, '100');
    // the bank rules would refuse step 2 first (a new account waits out the cooling period, and this one is in
    // another name): with the period off and the account approved, the PIN's own binding must still refuse it
    const administrator = await admin(t);
    // straight into the settings row: a shorter period is a proposal a second administrator approves (test/back-office)
    await t.database.db.update(societySettings).set({ bankChangeCoolingHours: 0 }).where(eq(societySettings.id, 1));
    const changed = await call(t, ada, 'POST', '/api/bank_accountUpdate', { bank_name: 'Guaranty Trust Bank', bank_code: '058', account_no: makeNuban('058', '012345678'), account_name: 'X', password: PASSWORD });
    expect(changed.statusCode).toBe(200);
    const [held] = await t.database.db.select().from(bankAccounts).where(and(eq(bankAccounts.userId, ada.id), isNull(bankAccounts.replacedAt)));
    expect((await call(t, administrator, 'POST', `/api/admin/bank_accounts/${held.id}/approve`)).statusCode).toBe(200);

    const res = await withdraw(t, ada, pin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'This withdrawal PIN was issued for a different bank account: your bank account has changed since. Please start the withdrawal again',
    });
    expect(await balanceOf(t, ada)).toBe('10000.00');
    const [row] = await t.database.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, ada.id));
    expect(row).toMatchObject({ consumedAt: null, attempts: 0 });

    const fresh = await pinFor(t, ada, '100');
    const paid = await withdraw(t, ada, fresh);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().withdrawal).toMatchObject({ bank_name: 'Guaranty Trust Bank', account_no: makeNuban('058', '012345678') });
  });
});

describe('PIN requests are capped per member', () => {
  it('answers the 6th request in an hour with 429 and how long to wait, and mails nothing', async () => {
    const ada = await fundedMember(t);
    for (let i = 0; i < 5; i++) expect((await requestPin(t, ada)).statusCode).toBe(200);
    const sixth = await requestPin(t, ada);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: 'You have asked for 5 withdrawal PINs in the last hour. Please wait 60 minutes before asking for another' });
    expect(pinMails(await sentMails(t, ada.email))).toBe(5);
    expect(await t.database.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, ada.id))).toHaveLength(5);

    t.clock.advance(HOUR / 2);
    expect((await requestPin(t, ada)).json().message).toBe('You have asked for 5 withdrawal PINs in the last hour. Please wait 30 minutes before asking for another');
    t.clock.advance(HOUR / 2 + 1000);
    expect((await requestPin(t, ada)).statusCode).toBe(200);
    expect(pinMails(await sentMails(t, ada.email))).toBe(6);
  });
});

describe('10 wrong PINs in a day lock withdrawals', () => {
  it('locks both steps with one message, mails and notifies the member once, and the wallet page can say so', async () => {
    const ada = await fundedMember(t);
    expect((await lockState(ada)).json()).toEqual({ locked: false, message: null });
    const ninth = await enterWrongPins(t, ada, 9);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().message).toBe('The withdrawal PIN is not correct. You have 1 attempt left');
    expect(lockMails(await sentMails(t, ada.email))).toBe(0);

    const pin = await pinFor(t, ada);
    const tenth = await withdraw(t, ada, wrongPinFor(pin));
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json()).toEqual({ success: false, message: LOCKED });
    expect(LOCKED).toBe('Withdrawals are locked after too many wrong PINs. Reset your password from the sign-in page to unlock them, or contact the society.');

    // the right PIN no longer works, and no new PIN is mailed
    const right = await withdraw(t, ada, pin);
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toBe(LOCKED);
    const pinsBefore = pinMails(await sentMails(t, ada.email));
    const step1 = await requestPin(t, ada);
    expect(step1.statusCode).toBe(423);
    expect(step1.json()).toEqual({ success: false, message: LOCKED });
    expect(pinMails(await sentMails(t, ada.email))).toBe(pinsBefore);
    expect(await balanceOf(t, ada)).toBe('10000.00');

    expect(lockMails(await sentMails(t, ada.email))).toBe(1);
    const [mail] = (await sentMails(t, ada.email)).filter((m) => /locked$/.test(m.subject));
    expect(mail.text).toContain('reset your password from the sign-in page');
    // the setting in force (wrong_pins_to_lock, 10 by default): test/withdrawals/pin-limits.test.ts changes it
    expect(mail.text).toContain('A wrong withdrawal PIN was entered 10 times on your account within a day');
    const notes = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, ada.id), eq(notifications.title, 'Withdrawals locked')));
    expect(notes).toHaveLength(1);
    expect((await lockState(ada)).json()).toEqual({ locked: true, message: LOCKED });
  });

  it('does not count wrong PINs older than a day', async () => {
    const ada = await fundedMember(t);
    await enterWrongPins(t, ada, 9);
    t.clock.advance(24 * HOUR + 1000);
    const { token } = await issueToken(t.database.db, ada.id, { now: t.clock.now, ttlMinutes: t.config.TOKEN_TTL_MINUTES });
    const nextDay: Member = { ...ada, token, headers: { authorization: `Bearer ${token}` } };
    const tenth = await enterWrongPins(t, nextDay, 1);
    expect(tenth.statusCode).toBe(400);
    expect((await lockState(nextDay)).json().locked).toBe(false);
  });
});

describe('unlocking', () => {
  it('a password reset through the mailed link unlocks and forgives the wrong PINs so far', async () => {
    const ada = await fundedMember(t);
    await enterWrongPins(t, ada, 10);
    expect((await lockState(ada)).json().locked).toBe(true);

    expect((await post(t, '/api/auth/recovery', { email: ada.email })).statusCode).toBe(200);
    const [resetMail] = (await sentMails(t, ada.email)).filter((m) => /Reset your/.test(m.subject));
    const token = secretFromMail(resetMail, t.config.APP_URL, '/verify-password');
    const NEW_PASSWORD = 'Brand#New#Pass1';
    const reset = await post(t, '/api/auth/reset', { email: ada.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token });
    expect(reset.statusCode).toBe(200);

    const [row] = await t.database.db.select().from(pinLocks).where(eq(pinLocks.userId, ada.id));
    expect(row).toMatchObject({ lockedAt: null, unlockedVia: 'password_reset', unlockedBy: null });
    // the reset signed every session out: sign in again with the new password
    const login = (await post(t, '/api/auth/login', { email: ada.email, password: NEW_PASSWORD })).json();
    const again: Member = { ...ada, token: login.user.token, headers: { authorization: `Bearer ${login.user.token}` }, password: NEW_PASSWORD };
    expect((await lockState(again)).json().locked).toBe(false);
    const step1 = await call(t, again, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: NEW_PASSWORD, amount: '100' });
    expect(step1.statusCode).toBe(200);
    // one more wrong PIN does not lock again: the earlier ten are forgiven
    const wrong = await call(t, again, 'POST', '/api/paystackWithdrawalToBank', { password: NEW_PASSWORD, amount: '100', withdrawal_pin: '000000' }, { key: true });
    expect(wrong.statusCode).toBe(400);
  });

  it('an administrator lists locked members and unlocks one; the member withdraws again; members cannot', async () => {
    const ada = await fundedMember(t);
    await enterWrongPins(t, ada, 10);
    const sa = await admin(t);
    const list = await call(t, sa, 'GET', '/api/admin/pin_locks');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual(
      expect.arrayContaining([{ user_id: ada.id, member_name: expect.stringMatching(/^Ada /), member_email: ada.email, locked_at: expect.any(String), yours: false }]),
    );

    const other = await member(t);
    expect((await call(t, other, 'GET', '/api/admin/pin_locks')).statusCode).toBe(403);
    expect((await call(t, other, 'POST', `/api/admin/pin_locks/${ada.id}/unlock`)).statusCode).toBe(403);
    expect((await call(t, ada, 'POST', `/api/admin/pin_locks/${ada.id}/unlock`)).statusCode).toBe(403);
    expect((await call(t, null, 'POST', `/api/admin/pin_locks/${ada.id}/unlock`)).statusCode).toBe(401);
    expect((await lockState(ada)).json().locked).toBe(true);

    const unlocked = await call(t, sa, 'POST', `/api/admin/pin_locks/${ada.id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ success: true, message: expect.stringMatching(/^Withdrawals are unlocked for Ada .+\.$/) });
    const [row] = await t.database.db.select().from(pinLocks).where(eq(pinLocks.userId, ada.id));
    expect(row).toMatchObject({ lockedAt: null, unlockedVia: 'admin', unlockedBy: sa.id });
    expect((await call(t, sa, 'GET', '/api/admin/pin_locks')).json().data.map((m: { user_id: number }) => m.user_id)).not.toContain(ada.id);
    // a repeat changes nothing and says so
    expect((await call(t, sa, 'POST', `/api/admin/pin_locks/${ada.id}/unlock`)).json()).toEqual({ success: true, message: 'Withdrawals were not locked for this member.' });
    expect((await call(t, sa, 'POST', '/api/admin/pin_locks/999999999/unlock')).statusCode).toBe(404);

    t.clock.advance(HOUR + 1000); // past the request cap the wrong PINs used up
    const pin = await pinFor(t, ada, '100');
    expect((await withdraw(t, ada, pin)).statusCode).toBe(200);
    expect(await balanceOf(t, ada)).toBe('9900.00');
  });
});

describe('another flow shares the guard (a test-only purpose)', () => {
  it('counts its PIN requests in the same hourly cap', async () => {
    const ada = await fundedMember(t);
    for (let i = 0; i < 3; i++) expect((await requestPin(t, ada)).statusCode).toBe(200);
    await issueOther(t, ada);
    await issueOther(t, ada);
    expect((await requestPin(t, ada)).statusCode).toBe(429);
    await expect(issueOther(t, ada)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('keeps its own live PIN, refuses the other purpose’s PIN, and shares the wrong-PIN lock', async () => {
    const ada = await fundedMember(t);
    const walletPin = await pinFor(t, ada);
    const { pin: otherPin } = await issueOther(t, ada);
    // a PIN of one flow is no good in the other (a wrong PIN there)
    const crossed = await useOther(t, ada, walletPin === otherPin ? wrongPinFor(otherPin) : walletPin);
    expect(crossed).toMatchObject({ ok: false, status: 400, counted: true });
    for (let i = 0; i < 4; i++) await useOther(t, ada, wrongPinFor(otherPin));
    // 5 wrong on the other flow + 5 on the wallet = locked
    let last;
    for (let i = 0; i < 5; i++) last = await withdraw(t, ada, wrongPinFor(walletPin));
    expect(last!.statusCode).toBe(423);
    expect(await useOther(t, ada, otherPin)).toMatchObject({ ok: false, status: 423, message: LOCKED });
    await expect(issueOther(t, ada)).rejects.toEqual(new AppError(423, LOCKED));
    expect(await t.database.db.select().from(withdrawalPins).where(and(eq(withdrawalPins.userId, ada.id), eq(withdrawalPins.purpose, OTHER_FLOW)))).toHaveLength(1);
  });
});

it('needs a signed-in member for the lock state', async () => {
  expect((await call(t, null, 'GET', '/api/withdrawal_lock')).statusCode).toBe(401);
});
