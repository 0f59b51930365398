// The setting of every test against the strict Paystack fake: one fake and one app for the file, the fake's scripts
// cleared after each test and no request outside Paystack's published description; and a member's withdrawal to the
// bank (funded member, PIN from the mail, the money call with its Idempotency-Key).
import type { Config } from '../../../src/config';
import { paystackSettings, startFakePaystack, type FakePaystack } from '../../fakes/fakePaystack';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { PASSWORD, call, type Member } from '../../wallet/support/money';
import { fundedMember, withdrawalPin } from './withdrawer';

export interface PaystackTestBed {
  fake: FakePaystack;
  t: TestApp;
}

/**
 * Registers the file's hooks and hands the fake and the app to `ready` once both run (a file keeps them in its own
 * `fake` and `t`). `prepare` sets the fake up before the app starts.
 */
export function usePaystackApp(ready: (bed: PaystackTestBed) => void, options: { settings?: Partial<Config>; prepare?: (fake: FakePaystack) => void } = {}): void {
  const bed = {} as PaystackTestBed;
  beforeAll(async () => {
    bed.fake = await startFakePaystack();
    options.prepare?.(bed.fake);
    bed.t = await createTestApp({ ...paystackSettings(bed.fake), ...options.settings });
    ready(bed);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    bed.fake.clearScripts();
    expect(bed.fake.violations).toEqual([]);
  });
  afterAll(async () => {
    await bed.t.close();
    await bed.fake.close();
  });
}

/** A funded member asks to withdraw `amount` naira to their bank; the reply must be a 200. */
export async function withdrawToBank(t: TestApp, amount: string): Promise<{ user: Member; res: Awaited<ReturnType<typeof call>> }> {
  const user = await fundedMember(t);
  const pin = await withdrawalPin(t, user, amount);
  const res = await call(t, user, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount, withdrawal_pin: pin }, { key: true });
  expect(res.statusCode).toBe(200);
  return { user, res };
}
