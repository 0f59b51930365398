// Steps for the PIN guard tests: both withdrawal steps, wrong PINs, a member locked by them, and the guard called
// directly for a second, test-only purpose (proving another flow shares the cap and the lock).
import { fromNewAddress } from '../../helpers/clientAddress';
import { PIN_MESSAGES, issuePin, usePin, type PinOutcome, type PinFlow } from '../../../src/modules/pins';
import type { TestApp } from '../../helpers/testApp';
import { PASSWORD, call, latestPin, type Member } from '../../wallet/support/money';

export const OTHER_FLOW = 'test_only_purpose' as PinFlow;
export const OTHER_TARGET = 'test_target:1';
export const LOCKED = PIN_MESSAGES.locked;

// each from its own address: bursts of these test the PIN guard, not the password delay
export const requestPin = (t: TestApp, user: Member, amount = '100') =>
  call(t, user, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount, withdrawal_pin: '' }, { headers: fromNewAddress() });

export const withdraw = (t: TestApp, user: Member, pin: string, amount = '100') =>
  call(t, user, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount, withdrawal_pin: pin }, { key: true, headers: fromNewAddress() });

export const wrongPinFor = (pin: string) => (pin === '000000' ? '111111' : '000000');

/** mails a PIN for `amount`, returns it (fails on a refusal) */
export async function pinFor(t: TestApp, user: Member, amount = '100'): Promise<string> {
  const res = await requestPin(t, user, amount);
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
  return latestPin(t, user);
}

/** `count` wrong PINs through step 2 against fresh PINs (5 a PIN); returns the last answer */
export async function enterWrongPins(t: TestApp, user: Member, count: number) {
  let last;
  for (let entered = 0; entered < count; ) {
    const pin = await pinFor(t, user);
    for (let onThisPin = 0; onThisPin < 5 && entered < count; onThisPin++, entered++) last = await withdraw(t, user, wrongPinFor(pin));
  }
  return last!;
}

export const issueOther = (t: TestApp, user: Member) =>
  t.database.db.transaction((tx) => issuePin(tx, { userId: user.id, purpose: OTHER_FLOW, amountKobo: 10_000n, target: OTHER_TARGET, now: t.clock.now }));

export const useOther = (t: TestApp, user: Member, pin: string): Promise<PinOutcome> =>
  t.database.db.transaction((tx) => usePin(tx, { userId: user.id, purpose: OTHER_FLOW, pin, amountKobo: 10_000n, target: OTHER_TARGET, now: t.clock.now }));

export const pinMails = (mails: Array<{ subject: string }>) => mails.filter((m) => /withdrawal PIN$/.test(m.subject)).length;
export const lockMails = (mails: Array<{ subject: string }>) => mails.filter((m) => /withdrawals are locked$/.test(m.subject)).length;
