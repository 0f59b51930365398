// Withdrawals when Paystack is not deciding (429 rate limit, 401 refused key, 5xx): the money stays reserved, nothing
// is reversed, and the job asks again after x-ratelimit-reset; references are Paystack's lowercase kind, and a row
// from before (uppercase WD-…) still settles when Paystack answers with the lowercase reference.
import { eq } from 'drizzle-orm';
import { withdrawals } from '../../src/db/schema';
import { RECONCILE_JOB } from '../../src/modules/withdrawals/reconcile';
import { signWebhook } from '../../src/rails/webhooks';
import { FAKE_SECRET_KEY, type FakePaystack } from '../fakes/fakePaystack';
import type { TestApp } from '../helpers/testApp';
import { usePaystackApp, withdrawToBank } from './support/paystackWithdrawals';
import { balanceOf, ledgerCheck, type Member } from '../wallet/support/money';

let fake: FakePaystack;
let t: TestApp;
usePaystackApp((bed) => ({ fake, t } = bed));

async function withdraw(amount: string): Promise<{ user: Member; w: { id: number; reference: string; status: string } }> {
  const { user, res } = await withdrawToBank(t, amount);
  return { user, w: res.json().withdrawal };
}

const row = async (id: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
const transferPosts = (reference: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/transfer' && (r.body as { reference: string }).reference === reference);

async function webhook(event: string, reference: string) {
  const payload = JSON.stringify({ event, data: { reference, status: event.split('.')[1] } });
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(payload, FAKE_SECRET_KEY) }, payload });
  await t.app.deps.payments.events.idle();
  return res;
}

it('sends a lowercase reference Paystack accepts (letters, digits, _ , at least 16) and integer kobo', async () => {
  const { w } = await withdraw('1200');
  expect(w.reference).toMatch(/^[a-z0-9_-]{16,}$/);
  expect(w.status).toBe('sent');
  expect(transferPosts(w.reference)[0].body).toMatchObject({ amount: 120000, reference: w.reference });
});

it('a rate-limited transfer call keeps the money reserved and is sent again after x-ratelimit-reset, not counted as a send', async () => {
  fake.rateLimit({ method: 'POST', path: '/transfer', resetSeconds: 120 });
  const { user, w } = await withdraw('2000');
  expect(w.status).toBe('reserved');
  const held = await row(w.id);
  expect(held).toMatchObject({ status: 'reserved', providerStatus: 'unknown', sendAttempts: 0 });
  expect(held.lastProviderError).toMatch(/rate-limited/);
  const wait = held.nextCheckAt!.getTime() - t.clock.now.getTime();
  expect(wait).toBeGreaterThan(110_000);
  expect(wait).toBeLessThanOrEqual(120_000);
  expect(await balanceOf(t, user)).toBe('8000.00');

  // before the reset: the job does not ask
  t.clock.advance(60_000);
  await t.app.deps.jobs.runDue(RECONCILE_JOB);
  expect(transferPosts(w.reference)).toHaveLength(1);
  // after it: Paystack has no such transfer, so it is sent (same reference) and settles
  t.clock.advance(61_000);
  expect(await t.app.deps.jobs.runDue(RECONCILE_JOB)).toBe('ran');
  expect(await row(w.id)).toMatchObject({ status: 'sent', sendAttempts: 1 });
  fake.setTransferStatus(w.reference, 'success');
  await webhook('transfer.success', w.reference);
  expect((await row(w.id)).status).toBe('confirmed');
  expect(await balanceOf(t, user)).toBe('8000.00');
});

it('a rate-limited recipient call does not reverse the withdrawal', async () => {
  fake.rateLimit({ method: 'POST', path: '/transferrecipient', resetSeconds: 30 });
  const { user, w } = await withdraw('900');
  expect(await row(w.id)).toMatchObject({ status: 'reserved', providerStatus: 'unknown' });
  expect(await balanceOf(t, user)).toBe('9100.00');
  t.clock.advance(61_000); // past the reset (30 s) and the job's own minute
  expect(await t.app.deps.jobs.runDue(RECONCILE_JOB)).toBe('ran');
  expect((await row(w.id)).status).toBe('sent');
});

it('a refused key (401) decides nothing either', async () => {
  fake.script({ method: 'POST', path: '/transfer', status: 401, body: { status: false, message: 'Invalid key' } });
  const { user, w } = await withdraw('600');
  expect(await row(w.id)).toMatchObject({ status: 'reserved', providerStatus: 'unknown', sendAttempts: 0 });
  expect(await balanceOf(t, user)).toBe('9400.00');
});

it('settles an older uppercase WD-… withdrawal when Paystack reports it by the lowercase reference', async () => {
  const { user, w } = await withdraw('1000');
  // as rows made before references were lowercase look
  const upper = `WD-20261001-${w.id.toString().padStart(10, 'K')}`;
  await t.database.db.update(withdrawals).set({ reference: upper }).where(eq(withdrawals.id, w.id));
  fake.transfers.set(upper.toLowerCase(), { ...fake.transfers.get(w.reference)!, reference: upper.toLowerCase(), status: 'success' });
  const res = await webhook('transfer.success', upper.toLowerCase());
  expect(res.statusCode).toBe(200);
  expect((await row(w.id)).status).toBe('confirmed');
  expect(await balanceOf(t, user)).toBe('9000.00');
  expect((await ledgerCheck(t)).ok).toBe(true);
});
