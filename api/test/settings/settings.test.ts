// The society's fees and limits: defaults from the migration, read by members, changed by the SA with every change
// audited (a weakening one once another administrator approves it: test/back-office/settings-controls.test.ts); bad
// input changes nothing.
import { settingsAudit } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, member, startCharge } from '../wallet/support/money';
import { approve, sa } from '../back-office/proposalSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFAULTS = {
  registration_fee: '2000.00',
  minimum_shareholding: '5000.00',
  loan_form_fee: '1000.00',
  loan_repayment_duration_months: 12,
  business_finance_payment_duration_months: 12,
  bank_change_cooling_hours: 24,
  group_loan_quorum: 4,
  dual_approval_above: '500000.00',
  loan_reminder_days: 3,
  pin_requests_per_hour: 5,
  pin_max_attempts: 5,
  wrong_pins_to_lock: 10,
};

describe('reading the settings', () => {
  it('gives members the seeded defaults in {success, value} shapes, with the token in the header or the query', async () => {
    const ada = await member(t);
    expect((await call(t, ada, 'GET', '/api/get_minimum_fee')).json()).toEqual({ success: true, value: '5000.00' });
    expect((await call(t, ada, 'GET', '/api/get_loan_fee')).json()).toEqual({ success: true, value: '1000.00' });
    const byQuery = await t.app.inject({ url: `/api/loan_repayment_duration?token=${ada.token}` });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toEqual({ success: true, value: 12 });
    expect((await t.app.inject({ url: `/api/business_finance_payment_duration?token=${ada.token}` })).json()).toEqual({ success: true, value: 12 });
    expect((await call(t, ada, 'GET', '/api/get_registration_fee')).json()).toEqual({ success: true, fee: '2000.00', member_status: false });
  });

  it.each(['/api/get_minimum_fee', '/api/get_loan_fee', '/api/loan_repayment_duration', '/api/business_finance_payment_duration', '/api/get_registration_fee', '/api/admin/settings'])(
    '%s needs a signed-in user',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    },
  );

  it('shows administrators the settings; members get 403', async () => {
    const boss = await admin(t);
    const res = await call(t, boss, 'GET', '/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, settings: DEFAULTS, changes: [], proposals: [] });
    const ada = await member(t);
    expect((await call(t, ada, 'GET', '/api/admin/settings')).statusCode).toBe(403);
    expect((await call(t, ada, 'PUT', '/api/admin/settings', { loan_form_fee: 1 })).statusCode).toBe(403);
  });
});

describe('changing the settings', () => {
  it.each([
    [{ registration_fee: -5 }, 'The registration fee must be a number with at most 2 decimal places'],
    [{ registration_fee: 0 }, 'The registration fee must be greater than zero'],
    [{ minimum_shareholding: '10.555' }, 'The minimum shareholding must be a number with at most 2 decimal places'],
    [{ loan_form_fee: '2000000000' }, 'The loan form fee is above the limit of ₦1,000,000,000'],
    [{ loan_form_fee: true }, 'The loan form fee is required'],
    [{ loan_repayment_duration_months: 0 }, 'The loan repayment duration must be a whole number of months from 1 to 120'],
    [{ loan_repayment_duration_months: 121 }, 'The loan repayment duration must be a whole number of months from 1 to 120'],
    [{ business_finance_payment_duration_months: 1.5 }, 'The business finance payment duration must be a whole number of months from 1 to 120'],
    [{ business_finance_payment_duration_months: 'six' }, 'The business finance payment duration must be a whole number of months from 1 to 120'],
    [{ bank_change_cooling_hours: -1 }, 'The waiting time after a bank account change must be a whole number of hours from 0 to 720'],
    [{ bank_change_cooling_hours: 721 }, 'The waiting time after a bank account change must be a whole number of hours from 0 to 720'],
    [{ bank_change_cooling_hours: 1.5 }, 'The waiting time after a bank account change must be a whole number of hours from 0 to 720'],
    [{ bank_change_cooling_hours: 'a day' }, 'The waiting time after a bank account change must be a whole number of hours from 0 to 720'],
    [{ pin_requests_per_hour: 0 }, 'The PIN requests per hour must be a whole number of requests from 1 to 100'],
    [{ pin_requests_per_hour: 101 }, 'The PIN requests per hour must be a whole number of requests from 1 to 100'],
    [{ pin_max_attempts: 21 }, 'The wrong tries per PIN must be a whole number of tries from 1 to 20'],
    [{ pin_max_attempts: 'five' }, 'The wrong tries per PIN must be a whole number of tries from 1 to 20'],
    [{ wrong_pins_to_lock: 0 }, 'The wrong PINs that lock withdrawals must be a whole number of wrong PINs from 1 to 100'],
    [{ wrong_pins_to_lock: 2.5 }, 'The wrong PINs that lock withdrawals must be a whole number of wrong PINs from 1 to 100'],
    [{ interest_rate: 5 }, 'Unknown setting: interest_rate'],
    [{}, 'Send at least one setting to change'],
  ])('refuses %j with a clear 422 and changes nothing', async (body, message) => {
    const boss = await admin(t);
    const res = await call(t, boss, 'PUT', '/api/admin/settings', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await call(t, boss, 'GET', '/api/admin/settings')).json().settings).toEqual(DEFAULTS);
    expect(await t.database.db.select().from(settingsAudit)).toEqual([]);
  });

  it("saves the SA's change, audits each changed value with who and when, and the new fee is what members pay", async () => {
    const boss = await sa(t);
    const res = await call(t, boss, 'PUT', '/api/admin/settings', { registration_fee: '2500', loan_repayment_duration_months: '18', loan_form_fee: 1000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings).toEqual({ ...DEFAULTS, registration_fee: '2500.00', loan_repayment_duration_months: 18 });
    expect(body.message).toBe('Settings saved');
    // the loan form fee was sent with its current value: not a change, not audited
    expect(body.changes.map((c: { field: string; old_value: string; new_value: string }) => [c.field, c.old_value, c.new_value]).sort()).toEqual([
      ['loan_repayment_duration_months', '12', '18'],
      ['registration_fee', '2000.00', '2500.00'],
    ]);
    expect(body.changes[0]).toMatchObject({ changed_by: { id: boss.id, email: boss.email }, changed_at: expect.any(String) });

    const again = await call(t, boss, 'PUT', '/api/admin/settings', { registration_fee: '2500.00' });
    expect(again.json().message).toBe('Nothing changed: the settings already had these values');
    expect(await t.database.db.select().from(settingsAudit)).toHaveLength(2);

    const ada = await member(t);
    expect((await call(t, ada, 'GET', '/api/get_registration_fee')).json().fee).toBe('2500.00');
    expect((await call(t, ada, 'GET', '/api/loan_repayment_duration')).json().value).toBe(18);
    // a registration fee checkout takes the fee from the settings, never from the client
    const charge = await startCharge(t, ada, { purpose: 'registration_fee', amount: 1 });
    expect(charge.amount).toBe('2500.00');
  });

  it('turns the wait after a bank account change off with 0 once a second administrator approves, audited under their name', async () => {
    const boss = await sa(t);
    const res = await call(t, boss, 'PUT', '/api/admin/settings', { bank_change_cooling_hours: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ bank_change_cooling_hours: 24 });
    const checker = await admin(t);
    const approved = await approve(t, checker, res.json().proposal.id);
    expect(approved.statusCode).toBe(200);
    const after = (await call(t, boss, 'GET', '/api/admin/settings')).json();
    expect(after.settings).toMatchObject({ bank_change_cooling_hours: 0 });
    expect(after.changes[0]).toMatchObject({ field: 'bank_change_cooling_hours', old_value: '24', new_value: '0', changed_by: { id: checker.id } });
    // turning it back on tightens: at once
    expect((await call(t, boss, 'PUT', '/api/admin/settings', { bank_change_cooling_hours: 24 })).json().settings).toMatchObject({ bank_change_cooling_hours: 24 });
  });
});
