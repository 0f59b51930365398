// The money panels for SA/ADMIN: the ledger check and alerts, the society's balances, and withdrawals (by state,
// retry, void). Members get 403, anonymous callers 401. Runs on the Paystack fake to make transfers go missing.
import { eq } from 'drizzle-orm';
import { withdrawalEvents, withdrawals } from '../../src/db/schema';
import { RECONCILE_JOB } from '../../src/modules/withdrawals/reconcile';
import { paystackSettings, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, balanceOf, call, creditWallet, latestPin, member, newKey, PASSWORD, type Member } from '../wallet/support/money';
import { giveBankAccount } from '../helpers/memberRecords';

let fake: FakePaystack;
let t: TestApp;
let boss: Member;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp(paystackSettings(fake));
});
beforeEach(async () => {
  // the tests move the clock by hours: a fresh administrator (and session) each time
  boss = await admin(t);
});
afterEach(() => {
  jest.restoreAllMocks();
  fake.clearScripts();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function withdrawal(amount = '1000') {
  const user = await member(t);
  await giveBankAccount(t, user);
  await creditWallet(t, user, 1_000_000n);
  await call(t, user, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount });
  const res = await call(t, user, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount, withdrawal_pin: await latestPin(t, user) }, { key: true });
  expect(res.statusCode).toBe(200);
  return { user, w: res.json().withdrawal as { id: number; reference: string } };
}

async function runJob() {
  t.clock.advance(61 * 60_000);
  await t.app.deps.jobs.runDue(RECONCILE_JOB);
}

/** a withdrawal whose transfer Paystack never received, after the job's automatic sends */
async function missingWithdrawal() {
  // every transfer call fails meanwhile (other tests' pending withdrawals are checked by the same job runs)
  fake.script({ method: 'POST', path: '/transfer', status: 503, body: { status: false, message: 'Service unavailable' }, times: 1000 });
  const made = await withdrawal();
  await runJob();
  await runJob();
  await runJob();
  fake.clearScripts();
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, made.w.id));
  expect(row).toMatchObject({ status: 'reserved', providerStatus: 'not_found', sendAttempts: 3 });
  return made;
}

const adminCall = (method: 'GET' | 'POST', url: string, body?: unknown, key: string | boolean = method === 'POST') => call(t, boss, method, url, body, key ? { key: key === true ? newKey() : key } : {});

describe('access', () => {
  it.each([
    ['GET', '/api/admin/ledger/check'],
    ['GET', '/api/admin/ledger/alerts'],
    ['GET', '/api/admin/society-balances'],
    ['GET', '/api/admin/withdrawals'],
    ['POST', '/api/admin/withdrawals/1/retry'],
    ['POST', '/api/admin/withdrawals/1/void'],
  ] as const)('%s %s: 401 anonymous, 403 member', async (method, url) => {
    const ada = await member(t);
    expect((await call(t, null, method, url, method === 'POST' ? { reason: 'because' } : undefined, { key: true })).statusCode).toBe(401);
    const res = await call(t, ada, method, url, method === 'POST' ? { reason: 'because' } : undefined, { key: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'You do not have permission to do this' });
  });
});

describe('the ledger', () => {
  it('checks the invariants over a snapshot and lists the society balances in plain English, summing to zero', async () => {
    const ada = await member(t);
    const charge = await call(t, ada, 'POST', '/api/payments/charges', { purpose: 'wallet_funding', amount: '5000' });
    fake.completeCharge(charge.json().reference, { status: 'success' });
    expect((await call(t, ada, 'POST', '/api/save_wallet/store', { amount: '5000', payment_method: 'Paystack', paystack_id: charge.json().reference }, { key: true })).statusCode).toBe(200);
    await withdrawal('700');

    const check = await adminCall('GET', '/api/admin/ledger/check');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ success: true, ok: true, postings_sum: '0.00', mismatched_accounts: [], negative_member_accounts: [], unbalanced_transfers: [], overdue_pending_without_alert: [] });
    expect(check.json().transfers_checked).toBeGreaterThan(2);

    const balances = (await adminCall('GET', '/api/admin/society-balances')).json() as { purpose: string; label: string; balance: string }[];
    const byPurpose = Object.fromEntries(balances.map((b) => [b.purpose, b]));
    expect(byPurpose.card_fees).toMatchObject({ label: 'Card fees members paid, passed on to the card provider' });
    expect(byPurpose.payouts_in_flight.label).toBe('Withdrawals being paid out to members’ banks');
    expect(byPurpose['members:wallet'].label).toBe('Members’ wallets (total)');
    const total = balances.reduce((sum, b) => sum + BigInt(b.balance.replace('.', '')), 0n);
    expect(total).toBe(0n);
  });

  it('raises an alert for a payout past its deadline; the check stays ok once it is alerted, and it shows as stuck', async () => {
    fake.script({ method: 'POST', path: '/transfer', status: 503, body: { status: false, message: 'Service unavailable' }, times: 50 });
    const { w } = await withdrawal('100');
    t.clock.advance(25 * 60 * 60_000);
    boss = await admin(t);
    const before = (await adminCall('GET', '/api/admin/ledger/check')).json();
    expect(before.ok).toBe(false);
    expect(before.overdue_pending_without_alert.map((o: { reference: string }) => o.reference)).toContain(w.reference);
    expect(await t.app.deps.jobs.runDue('ledger.pending-watcher')).toBe('ran');
    const alerts = (await adminCall('GET', '/api/admin/ledger/alerts')).json();
    expect(alerts.data).toContainEqual(expect.objectContaining({ reference: w.reference, kind: 'withdrawal', alert_kind: 'pending_overdue', deadline_at: expect.any(String) }));
    const after = (await adminCall('GET', '/api/admin/ledger/check')).json();
    expect(after.overdue_pending_without_alert).toEqual([]);
    const stuck = (await adminCall('GET', '/api/admin/withdrawals?status=stuck&per_page=100')).json();
    expect(stuck.data.map((x: { id: number }) => x.id)).toContain(w.id);
    expect(stuck.data.find((x: { id: number }) => x.id === w.id)).toMatchObject({ stuck: true, provider_status: 'unknown', member_email: expect.any(String) });
    fake.clearScripts();
  });
});

describe('withdrawals', () => {
  it('lists by state with the member and provider details; validates the filter', async () => {
    const { user, w } = await withdrawal('250');
    const pending = (await adminCall('GET', '/api/admin/withdrawals?status=pending&per_page=100')).json();
    expect(pending.data.find((x: { id: number }) => x.id === w.id)).toMatchObject({
      user_id: user.id,
      member_email: user.email,
      status: 'sent',
      provider_status: 'pending',
      send_attempts: 1,
      stuck: false,
      timeline: [expect.objectContaining({ state: 'reserved' }), expect.objectContaining({ state: 'sent' })],
    });
    expect((await adminCall('GET', '/api/admin/withdrawals?status=confirmed&per_page=100')).json().data.map((x: { id: number }) => x.id)).not.toContain(w.id);
    const bad = await adminCall('GET', '/api/admin/withdrawals?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The status must be pending, reversed, confirmed, stuck or anomaly');
  });

  it('retries a withdrawal Paystack never received, with the same reference, once', async () => {
    const { user, w } = await missingWithdrawal();
    const key = newKey();
    const res = await adminCall('POST', `/api/admin/withdrawals/${w.id}/retry`, undefined, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'The withdrawal was sent again', withdrawal: { id: w.id, status: 'sent', send_attempts: 4 } });
    const replay = await adminCall('POST', `/api/admin/withdrawals/${w.id}/retry`, undefined, key);
    expect(replay.json()).toEqual(res.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // now Paystack is processing it: another retry is refused and sends nothing
    const again = await adminCall('POST', `/api/admin/withdrawals/${w.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The provider is still processing this transfer. Wait for it to fail before you retry or void it');
    expect(fake.transfers.has(w.reference)).toBe(true);
    const events = await t.database.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, w.id));
    expect(events.find((e) => e.kind === 'retried')).toMatchObject({ actorUserId: boss.id });
    expect(await balanceOf(t, user)).toBe('9000.00');
  });

  it('voids a withdrawal Paystack never received: money back, reason and admin recorded', async () => {
    const { user, w } = await missingWithdrawal();
    const noReason = await adminCall('POST', `/api/admin/withdrawals/${w.id}/void`, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('A reason is required to void a withdrawal');
    const noKey = await adminCall('POST', `/api/admin/withdrawals/${w.id}/void`, { reason: 'Bank account closed' }, false);
    expect(noKey.statusCode).toBe(400);
    const res = await adminCall('POST', `/api/admin/withdrawals/${w.id}/void`, { reason: 'Bank account closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, withdrawal: { status: 'reversed', failure_reason: 'Bank account closed' } });
    expect(await balanceOf(t, user)).toBe('10000.00');
    const events = await t.database.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, w.id));
    expect(events.find((e) => e.kind === 'voided_by_admin')).toMatchObject({ actorUserId: boss.id, note: 'Bank account closed' });
    const member_ = (await call(t, user, 'GET', `/api/show_withdrawal/${w.id}`)).json();
    expect(member_.timeline.at(-1)).toMatchObject({ state: 'reversed', note: 'Bank account closed' });
    // settled now: neither action applies
    expect((await adminCall('POST', `/api/admin/withdrawals/${w.id}/void`, { reason: 'again' })).statusCode).toBe(409);
    expect((await adminCall('POST', `/api/admin/withdrawals/${w.id}/retry`)).json().message).toBe('Only a pending withdrawal can be changed: this one is already settled');
  });

  it('refuses to void a transfer Paystack is processing or has paid', async () => {
    const { user, w } = await withdrawal('300');
    const processing = await adminCall('POST', `/api/admin/withdrawals/${w.id}/void`, { reason: 'Member asked' });
    expect(processing.statusCode).toBe(409);
    expect(processing.json().message).toBe('The provider is still processing this transfer. Wait for it to fail before you retry or void it');
    fake.setTransferStatus(w.reference, 'success');
    const paid = await adminCall('POST', `/api/admin/withdrawals/${w.id}/void`, { reason: 'Member asked' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('The provider has already settled this transfer; the withdrawal has been brought up to date');
    expect((await call(t, user, 'GET', `/api/show_withdrawal/${w.id}`)).json().status).toBe('confirmed');
    expect(await balanceOf(t, user)).toBe('9700.00');
  });

  it('404s an unknown withdrawal', async () => {
    expect((await adminCall('POST', '/api/admin/withdrawals/999999/retry')).statusCode).toBe(404);
    expect((await adminCall('POST', '/api/admin/withdrawals/999999/void', { reason: 'x'.repeat(5) })).statusCode).toBe(404);
  });
});
