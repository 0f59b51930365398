// Wallet funding on Paystack (its local fake): a saved card that declines, a charge whose answer never came (timeout:
// retried with the same key, charged once), and a paid charge nobody came back for, applied by the job.
import { eq } from 'drizzle-orm';
import { paymentCharges } from '../../src/db/schema';
import { CHARGE_JOB } from '../../src/modules/payments/chargeSettlement';
import { fakeAuthorization, startFakePaystack, type FakePaystack, paystackSettings } from '../fakes/fakePaystack';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { balanceOf, call, member, newKey, startCharge, type Member } from './support/money';

let fake: FakePaystack;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp(paystackSettings(fake));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.clearScripts();
  t.clock.reset();
  expect(fake.violations).toEqual([]);
});

async function cardFor(user: Member, options: { declines?: boolean } = {}): Promise<number> {
  const charge = await startCharge(t, user, { purpose: 'card_verification' });
  const authorization = fakeAuthorization({ signature: `SIG_${user.id}_${Math.random()}` });
  fake.completeCharge(charge.reference, { status: 'success', authorization });
  if (options.declines) fake.addAuthorization(user.email, authorization, true);
  const res = await call(t, user, 'POST', '/api/save_wallet/store', { amount: 100, payment_method: 'Paystack', paystack_id: charge.reference }, { key: true });
  expect(res.statusCode).toBe(200);
  return res.json().card_id;
}

it('says why a saved card was declined, credits nothing, and replays that answer', async () => {
  const ada = await member(t);
  const cardId = await cardFor(ada, { declines: true });
  const key = newKey();
  const body = { amount: '2000', payment_method: 'Paystack', card_id: cardId };
  const res = await call(t, ada, 'POST', '/api/save_wallet/store', body, { key });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ success: false, message: 'Payment failed: Insufficient Funds' });
  const again = await call(t, ada, 'POST', '/api/save_wallet/store', body, { key });
  expect(again.json()).toEqual(res.json());
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await balanceOf(t, ada)).toBe('100.00');
  expect(fake.requests.filter((r) => r.path === '/transaction/charge_authorization' && (r.body as { email: string }).email === ada.email)).toHaveLength(1);
});

it('answers 409 when Paystack does not answer in time, then credits once when retried with the same key', async () => {
  const ada = await member(t);
  const cardId = await cardFor(ada);
  fake.script({ method: 'POST', path: '/transaction/charge_authorization', delayMs: 800 });
  const key = newKey();
  const body = { amount: '3000', payment_method: 'Paystack', card_id: cardId };
  const res = await call(t, ada, 'POST', '/api/save_wallet/store', body, { key });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/still being confirmed/);
  expect(await balanceOf(t, ada)).toBe('100.00');
  await new Promise((r) => setTimeout(r, 900));
  const retry = await call(t, ada, 'POST', '/api/save_wallet/store', body, { key });
  expect(retry.statusCode).toBe(200);
  expect(retry.json()).toMatchObject({ amount: '3000.00', balance: '3100.00' });
  // the retry verified the first charge instead of charging the card again
  const reference = retry.json().reference;
  expect(fake.requests.filter((r) => r.path === '/transaction/charge_authorization' && (r.body as { reference: string }).reference === reference)).toHaveLength(1);
});

it('applies a paid checkout the member never came back for, once, from the job', async () => {
  const ada = await member(t);
  const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '4000' });
  fake.completeCharge(charge.reference, { status: 'success' });
  expect(await t.app.deps.jobs.runDue(CHARGE_JOB)).toBe('ran');
  expect(await balanceOf(t, ada)).toBe('0.00'); // too recent: the member's own request may still come
  t.clock.advance(3 * 60_000);
  expect(await t.app.deps.jobs.runDue(CHARGE_JOB)).toBe('ran');
  expect(await balanceOf(t, ada)).toBe('4000.00');
  t.clock.advance(61_000);
  await t.app.deps.jobs.runDue(CHARGE_JOB);
  const late = await call(t, ada, 'POST', '/api/save_wallet/store', { amount: '4000', payment_method: 'Paystack', paystack_id: charge.reference }, { key: true });
  expect(late.statusCode).toBe(200);
  expect(await balanceOf(t, ada)).toBe('4000.00');
  const [row] = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, charge.reference));
  expect(row.appliedAt).not.toBeNull();
});
