// Paystack's webhook is acknowledged as soon as its signature is checked and the event stored: verifying with
// Paystack (up to its timeout) happens after the reply, and the job processes an event whose verification failed.
// The same event twice still applies once.
import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../src/db/schema';
import { CHARGE_JOB } from '../../src/modules/payments/chargeSettlement';
import { signWebhook } from '../../src/rails/webhooks';
import { FAKE_SECRET_KEY, fakeAuthorization, paystackSettings, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { balanceOf, member, startCharge } from '../wallet/support/money';

let fake: FakePaystack;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp({ ...paystackSettings(fake), PAYSTACK_TIMEOUT_MS: 5_000 });
});
afterEach(() => {
  fake.clearScripts();
  expect(fake.violations).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function send(body: string) {
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, FAKE_SECRET_KEY) }, payload: body });
}

it('answers 200 before verifying with a slow Paystack, then applies the charge once', async () => {
  const ada = await member(t);
  const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '2000' });
  fake.completeCharge(charge.reference, { status: 'success', authorization: fakeAuthorization() });
  fake.script({ method: 'GET', path: `/transaction/verify/${charge.reference}`, delayMs: 1_500 });
  const body = JSON.stringify({ event: 'charge.success', data: { id: 1, reference: charge.reference, status: 'success' } });

  const started = Date.now();
  const res = await send(body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, message: 'Event received' });
  expect(Date.now() - started).toBeLessThan(1_000);
  const [stored] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, charge.reference));
  expect(stored.processedAt).toBeNull();

  expect((await send(body)).statusCode).toBe(200); // Paystack delivers it again meanwhile
  await t.app.deps.payments.events.idle();
  expect(await balanceOf(t, ada)).toBe('2000.00');
  expect((await send(body)).json()).toEqual({ success: true, message: 'Event already processed' });
  expect(await balanceOf(t, ada)).toBe('2000.00');
});

it('an event whose verification failed after the reply is processed by the job', async () => {
  const ada = await member(t);
  const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '1000' });
  fake.completeCharge(charge.reference, { status: 'success', authorization: fakeAuthorization() });
  fake.serverError({ method: 'GET', path: `/transaction/verify/${charge.reference}` });
  const body = JSON.stringify({ event: 'charge.success', data: { id: 2, reference: charge.reference, status: 'success' } });
  expect((await send(body)).statusCode).toBe(200);
  await t.app.deps.payments.events.idle();
  const [failed] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, charge.reference));
  expect(failed).toMatchObject({ processedAt: null, attempts: 1 });
  expect(await balanceOf(t, ada)).toBe('0.00');

  t.clock.advance(61 * 60_000);
  expect(await t.app.deps.jobs.runDue(CHARGE_JOB)).toBe('ran');
  const [processed] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, charge.reference));
  expect(processed.processedAt).not.toBeNull();
  expect(await balanceOf(t, ada)).toBe('1000.00');
});
