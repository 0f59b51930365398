// Card money on Paystack as a live account behaves: an account that passes Paystack's fees to the customer answers
// verify with amount = requested + fees (a paid charge is recorded paid, by requested_amount, not "amount
// mismatch"), and a rate-limited saved-card charge (429) decides nothing: the charge stays open and an autosave
// period is retried, not failed.
import { eq } from 'drizzle-orm';
import { paymentCharges, savingsPlans } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, findMemberAccount } from '../../src/ledger';
import { runAutosave } from '../../src/modules/savings/autosave';
import { getSettings } from '../../src/modules/settings/service';
import { fakeAuthorization, paystackSettings, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { credit, makeMember, planBody, runsOf } from '../savings/support/plans';
import { balanceOf, call, member, startCharge, type Member } from '../wallet/support/money';

let fake: FakePaystack;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp(paystackSettings(fake));
});
afterEach(async () => {
  fake.clearScripts();
  fake.feesOnCustomer = false;
  t.clock.reset();
  await t.database.db.update(savingsPlans).set({ autoStatus: false, nextRunAt: null });
  expect(fake.violations).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** a card saved through Paystack's checkout (₦100 card verification) */
async function paystackCard(user: Member): Promise<number> {
  const charge = await startCharge(t, user, { purpose: 'card_verification' });
  fake.completeCharge(charge.reference, { status: 'success', authorization: fakeAuthorization({ signature: `SIG_${user.id}` }) });
  const res = await call(t, user, 'POST', '/api/save_wallet/store', { amount: 100, payment_method: 'Paystack', paystack_id: charge.reference, save_card: true }, { key: true });
  expect(res.statusCode).toBe(200);
  return res.json().card_id;
}

it('records a fee-bearing customer’s paid checkout as paid and credits what was asked, not the fees', async () => {
  fake.feesOnCustomer = true;
  const ada = await member(t);
  const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '5000' });
  fake.completeCharge(charge.reference, { status: 'success', authorization: fakeAuthorization() });
  const paid = fake.transactions.get(charge.reference)!;
  expect(paid.amount).toBeGreaterThan(paid.requested_amount);

  const res = await call(t, ada, 'POST', '/api/save_wallet/store', { amount: '5000', payment_method: 'Paystack', paystack_id: charge.reference }, { key: true });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, charge.reference));
  expect(row).toMatchObject({ status: 'success', failureReason: null });
  expect(await balanceOf(t, ada)).toBe('5000.00');
});

it('records a fee-bearing saved-card charge as paid (charge_authorization has no requested_amount: verify says it)', async () => {
  const ada = await member(t);
  const cardId = await paystackCard(ada);
  fake.feesOnCustomer = true;
  const charge = await t.app.deps.payments.chargeSavedCard(t.database.db, { userId: ada.id, cardId, amountKobo: 300_000n, purpose: 'wallet_funding' });
  expect(charge).toMatchObject({ status: 'success', failureReason: null });
  expect(fake.last('GET', `/transaction/verify/${charge.reference}`)).toBeDefined();
});

it('still refuses a payment of less than was asked', async () => {
  const ada = await member(t);
  const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '5000' });
  fake.completeCharge(charge.reference, { status: 'success', amount: 500_000 }); // the card fee was not paid
  await call(t, ada, 'POST', '/api/save_wallet/store', { amount: '5000', payment_method: 'Paystack', paystack_id: charge.reference }, { key: true });
  const [row] = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, charge.reference));
  expect(row.status).toBe('failed');
  expect(row.failureReason).toMatch(/Amount mismatch/);
});

it('a rate-limited saved-card charge leaves the autosave period to be retried, then charges it once', async () => {
  const ada = await member(t);
  await makeMember(t, ada);
  await credit(t, ada.id, MEMBER_ACCOUNT_KIND.shares, (await getSettings(t.database.db)).minimumShareholdingKobo);
  const cardId = await paystackCard(ada);
  const created = await call(t, ada, 'POST', '/api/saving/store', planBody(t, cardId));
  expect(created.statusCode).toBe(200);
  const plan = created.json().plan as { id: number; next_run_at: string };
  t.clock.advance(Date.parse(plan.next_run_at) + 1000 - t.clock.now.getTime());

  fake.rateLimit({ method: 'POST', path: '/transaction/charge_authorization', resetSeconds: 60 });
  expect(await runAutosave(t.app.deps, t.clock.now)).toMatchObject({ charged: 0, failed: 0 });
  const [run] = await runsOf(t, plan.id);
  expect(run.status).not.toBe('failed');
  const charge = (await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, ada.id))).find((c) => c.channel === 'saved_card')!;
  expect(charge.status).toBe('initialized');

  // later (the stale run is claimed again): Paystack has no such charge yet, the same period is charged once
  t.clock.advance(10 * 60_000);
  await runAutosave(t.app.deps, t.clock.now);
  const runs = await runsOf(t, plan.id);
  expect(runs.map((r) => r.status)).toEqual(['charged']);
  expect((await findMemberAccount(t.database.db, ada.id, MEMBER_ACCOUNT_KIND.regularSavings))?.balance).toBe(200_000n);
  expect(fake.requests.filter((r) => r.path === '/transaction/charge_authorization' && (r.body as { email: string }).email === ada.email)).toHaveLength(2);
});
