// Withdrawals on Paystack (its local fake): an unanswered transfer call decides nothing (the withdrawal stays pending
// and the job settles it from the provider's conclusive status, re-sending with the same reference only when Paystack
// has no such transfer), a refusal gives the money back, and a transfer Paystack reverses after paying it too.
import { eq } from 'drizzle-orm';
import { withdrawals } from '../../src/db/schema';
import { RECONCILE_JOB } from '../../src/modules/withdrawals/reconcile';
import { signWebhook } from '../../src/rails/webhooks';
import { FAKE_SECRET_KEY, type FakePaystack } from '../fakes/fakePaystack';
import type { TestApp } from '../helpers/testApp';
import { balanceOf, call, ledgerCheck } from '../wallet/support/money';
import { usePaystackApp, withdrawToBank } from './support/paystackWithdrawals';

let fake: FakePaystack;
let t: TestApp;
usePaystackApp((bed) => ({ fake, t } = bed));
const withdrawNow = (amount: string) => withdrawToBank(t, amount);

async function row(id: number) {
  const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return w;
}

/** moves the clock past the next check and runs the reconcile job once */
async function runJob() {
  t.clock.advance(61 * 60_000);
  expect(await t.app.deps.jobs.runDue(RECONCILE_JOB)).toBe('ran');
}

/** posts a signed event, then waits for its processing (the route answers before it verifies with Paystack) */
async function paystackWebhook(event: string, reference: string) {
  const payload = JSON.stringify({ event, data: { reference, status: event.split('.')[1] } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/paystack',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(payload, FAKE_SECRET_KEY) },
    payload,
  });
  await t.app.deps.payments.events.idle();
  return res;
}

const transferPosts = (reference: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/transfer' && (r.body as { reference: string }).reference === reference);

it('sends our reference and amount, and confirms on Paystack’s transfer.success', async () => {
  const { user, res } = await withdrawNow('1500');
  const w = res.json().withdrawal;
  expect(w.status).toBe('sent');
  expect(transferPosts(w.reference)[0].body).toMatchObject({ amount: 150000, reference: w.reference, currency: 'NGN', source: 'balance' });
  fake.setTransferStatus(w.reference, 'success');
  expect((await paystackWebhook('transfer.success', w.reference)).statusCode).toBe(200);
  expect((await row(w.id)).status).toBe('confirmed');
  expect(await balanceOf(t, user)).toBe('8500.00');
  // a forged one (wrong key) is refused and changes nothing
  const forged = JSON.stringify({ event: 'transfer.reversed', data: { reference: w.reference } });
  const refused = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(forged, 'sk_test_not_ours') }, payload: forged });
  expect(refused.statusCode).toBe(401);
  expect((await row(w.id)).status).toBe('confirmed');
});

it('keeps a withdrawal pending when Paystack errors (5xx), then the job finds no transfer and sends it again with the same reference', async () => {
  fake.script({ method: 'POST', path: '/transfer', status: 500, body: { status: false, message: 'Internal error' } });
  const { user, res } = await withdrawNow('2000');
  const w = res.json().withdrawal;
  expect(w.status).toBe('reserved');
  expect(res.json().message).toBe('Your withdrawal of ₦2,000.00 to Access Bank (****6784) is on its way.');
  expect(await row(w.id)).toMatchObject({ providerStatus: 'unknown', sendAttempts: 1 });
  expect(await balanceOf(t, user)).toBe('8000.00'); // reserved, not returned: the outcome is unknown

  await runJob();
  expect(await row(w.id)).toMatchObject({ status: 'sent', sendAttempts: 2, providerStatus: 'pending' });
  expect(transferPosts(w.reference)).toHaveLength(2);

  await runJob(); // still pending at Paystack: nothing changes, nothing is re-sent
  expect(await row(w.id)).toMatchObject({ status: 'sent', sendAttempts: 2 });
  fake.setTransferStatus(w.reference, 'success');
  await runJob();
  expect((await row(w.id)).status).toBe('confirmed');
  expect(transferPosts(w.reference)).toHaveLength(2);
  expect(await balanceOf(t, user)).toBe('8000.00');
  expect((await ledgerCheck(t)).ok).toBe(true);
});

it('never re-sends a transfer that timed out but exists, and gives the money back when it fails', async () => {
  fake.script({ method: 'POST', path: '/transfer', delayMs: 700 });
  const { user, res } = await withdrawNow('3000');
  const w = res.json().withdrawal;
  expect(w.status).toBe('reserved');
  await new Promise((r) => setTimeout(r, 800));
  await runJob();
  expect(await row(w.id)).toMatchObject({ status: 'sent', sendAttempts: 1 });
  fake.setTransferStatus(w.reference, 'failed');
  await runJob();
  const after = (await call(t, user, 'GET', `/api/show_withdrawal/${w.id}`)).json();
  expect(after.status).toBe('reversed');
  expect(after.timeline.map((s: { state: string }) => s.state)).toEqual(['reserved', 'sent', 'reversed']);
  expect(transferPosts(w.reference)).toHaveLength(1);
  expect(await balanceOf(t, user)).toBe('10000.00');
});

it('gives the money back at once when Paystack refuses the transfer and holds none', async () => {
  fake.script({ method: 'POST', path: '/transfer', status: 400, body: { status: false, message: 'Your balance is not enough to fulfil this request' } });
  const { user, res } = await withdrawNow('2500');
  expect(res.json()).toMatchObject({
    balance: '10000.00',
    message: 'Your withdrawal of ₦2,500.00 could not be completed: Your balance is not enough to fulfil this request. The money is back in your wallet.',
    withdrawal: { status: 'reversed', failure_reason: 'Your balance is not enough to fulfil this request' },
  });
  expect(await balanceOf(t, user)).toBe('10000.00');
});

it('returns the money when Paystack reverses a transfer it had paid', async () => {
  const { user, res } = await withdrawNow('1000');
  const w = res.json().withdrawal;
  fake.setTransferStatus(w.reference, 'success');
  await paystackWebhook('transfer.success', w.reference);
  expect(await balanceOf(t, user)).toBe('9000.00');
  fake.setTransferStatus(w.reference, 'reversed');
  expect((await paystackWebhook('transfer.reversed', w.reference)).statusCode).toBe(200);
  expect((await paystackWebhook('transfer.reversed', w.reference)).json().message).toBe('Event already processed');
  const after = (await call(t, user, 'GET', `/api/show_withdrawal/${w.id}`)).json();
  expect(after.timeline.map((s: { state: string }) => s.state)).toEqual(['reserved', 'sent', 'confirmed', 'reversed']);
  expect(await balanceOf(t, user)).toBe('10000.00');
  expect((await ledgerCheck(t)).ok).toBe(true);
});
