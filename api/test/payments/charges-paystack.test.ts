// The payments service on Paystack (its local fake): request shapes, verification by reference, saved cards,
// and what happens when Paystack refuses or does not answer.
import { eq } from 'drizzle-orm';
import { paymentCards, paymentCharges } from '../../src/db/schema';
import type { PaymentsService } from '../../src/modules/payments/service';
import type { TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { FAKE_PUBLIC_KEY, FAKE_SECRET_KEY, fakeAuthorization, paystackSettings, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { signWebhook } from '../../src/rails/webhooks';
import type { DispatchedPaymentEvent } from '../../src/modules/payments/events';
import { chargeRow, startCharge } from './helpers';
import { createTestApp } from '../helpers/testApp';

describe('payments service on Paystack (local fake)', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let payments: PaymentsService;
  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ ...paystackSettings(fake), APP_URL: 'https://members.example.ng' });
    payments = t.app.deps.payments;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.clearScripts();
    expect(fake.violations).toEqual([]);
  });

  it('initializes with the total in kobo, our reference and the in-app callback', async () => {
    const member = await createUser(t);
    const started = await startCharge(t, member, { amountKobo: 250_000n, callbackPath: '/wallet' });
    expect(started.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(fake.last('POST', '/transaction/initialize')!.body).toMatchObject({
      email: member.email,
      amount: 263750,
      reference: started.reference,
      callback_url: 'https://members.example.ng/wallet',
      metadata: { user_id: member.id, purpose: 'wallet_funding', amount: '2500.00', fee: '137.50' },
    });
    const res = await t.app.inject({ url: '/api/getApiKey' });
    expect(res.json()).toEqual({ success: true, data: [{ token: FAKE_PUBLIC_KEY }] });
    expect(res.body).not.toContain(FAKE_SECRET_KEY);
  });

  it('verifies by reference and never records success for a failed or wrong-currency payment', async () => {
    const member = await createUser(t);
    const failed = await startCharge(t, member);
    fake.completeCharge(failed.reference, { status: 'failed' });
    expect(await payments.confirmCharge(t.database.db, failed.reference, member.id)).toMatchObject({ status: 'failed', failureReason: 'Declined' });

    const dollars = await startCharge(t, member, { amountKobo: 100_000n });
    fake.completeCharge(dollars.reference, { status: 'success', currency: 'USD' });
    const charge = await payments.confirmCharge(t.database.db, dollars.reference, member.id);
    expect(charge.status).toBe('failed');
    expect(charge.failureReason).toMatch(/^Amount mismatch: the provider reported USD/);

    const short = await startCharge(t, member, { amountKobo: 100_000n });
    fake.completeCharge(short.reference, { status: 'success', amount: 100_000 }); // the fee was not paid
    expect((await payments.confirmCharge(t.database.db, short.reference, member.id)).status).toBe('failed');
  });

  it('records a success and saves the card, deduplicated by signature', async () => {
    const member = await createUser(t);
    const authorization = fakeAuthorization({ signature: 'SIG_member_card_1', authorization_code: 'AUTH_first' });
    const first = await startCharge(t, member, { saveCard: true });
    fake.completeCharge(first.reference, { status: 'success', authorization });
    const firstCharge = await payments.confirmCharge(t.database.db, first.reference, member.id);
    expect(firstCharge.status).toBe('success');

    const second = await startCharge(t, member, { saveCard: true });
    fake.completeCharge(second.reference, { status: 'success', authorization: { ...authorization, authorization_code: 'AUTH_second' } });
    const secondCharge = await payments.confirmCharge(t.database.db, second.reference, member.id);
    expect(secondCharge.cardId).toBe(firstCharge.cardId);
    const cards = await t.database.db.select().from(paymentCards).where(eq(paymentCards.userId, member.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ authorizationCode: 'AUTH_second', customerEmail: member.email, provider: 'paystack' });

    // the saved card is charged with the e-mail its authorization belongs to
    const charged = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cards[0].id, amountKobo: 10_000n, purpose: 'wallet_funding' });
    expect(charged.status).toBe('success');
    expect(fake.last('POST', '/transaction/charge_authorization')!.body).toMatchObject({ authorization_code: 'AUTH_second', email: member.email, amount: 10150 });
  });

  it('answers 502 when the provider does not answer, and keeps the charge pending', async () => {
    const member = await createUser(t);
    const started = await startCharge(t, member);
    fake.completeCharge(started.reference, { status: 'success' });
    fake.script({ method: 'GET', path: /^\/transaction\/verify\//, status: 503, body: { status: false, message: 'down' } });
    const res = await t.app.inject({ method: 'POST', url: `/api/payments/charges/${started.reference}/verify`, headers: member.headers });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: 'The payment provider is not responding, we could not confirm the payment. Please try again in a moment' });
    expect((await chargeRow(t, started.reference)).status).toBe('initialized');
    // the next poll gets through
    const retry = await t.app.inject({ method: 'POST', url: `/api/payments/charges/${started.reference}/verify`, headers: member.headers });
    expect(retry.json()).toMatchObject({ status: 'success' });
  });

  it('leaves a saved-card charge pending when the provider times out, and settles it on confirmation', async () => {
    const member = await createUser(t);
    const first = await startCharge(t, member, { saveCard: true });
    fake.completeCharge(first.reference, { status: 'success', authorization: fakeAuthorization({ signature: 'SIG_timeout_card' }) });
    const { cardId } = await payments.confirmCharge(t.database.db, first.reference, member.id);

    fake.script({ method: 'POST', path: '/transaction/charge_authorization', delayMs: 800 });
    const pending = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cardId!, amountKobo: 20_000n, purpose: 'wallet_funding' });
    expect(pending.status).toBe('initialized');
    // the fake charged the card after all (it answers late): confirmation asks Paystack and records it
    await new Promise((resolve) => setTimeout(resolve, 900));
    const settled = await payments.confirmCharge(t.database.db, pending.reference, member.id);
    expect(settled.status).toBe('success');
  });

  it('does not start a charge when Paystack refuses it', async () => {
    const member = await createUser(t);
    fake.script({ method: 'POST', path: '/transaction/initialize', status: 400, body: { status: false, message: 'Invalid Email Address Passed' } });
    await expect(startCharge(t, member)).rejects.toMatchObject({ statusCode: 502 });
    const rows = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, member.id));
    expect(rows).toEqual([]);
  });

  it('a signed charge.success webhook is verified with Paystack, recorded, and handed to handlers once', async () => {
    const member = await createUser(t);
    const started = await startCharge(t, member, { saveCard: true });
    fake.completeCharge(started.reference, { status: 'success', authorization: fakeAuthorization({ signature: 'SIG_webhook_card' }) });
    const seen: DispatchedPaymentEvent[] = [];
    const off = payments.onPaymentEvent('charge.success', async (_tx, event) => void seen.push(event));
    try {
      // Paystack's body: only its signature counts, the amount in it is not trusted
      const body = JSON.stringify({ event: 'charge.success', data: { id: 99, reference: started.reference, amount: 1, status: 'success' } });
      const send = (signature: string) =>
        t.app.inject({ method: 'POST', url: '/api/payments/webhook/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });

      expect((await send(signWebhook(body, 'sk_test_forged_key'))).statusCode).toBe(401);
      const res = await send(signWebhook(body, FAKE_SECRET_KEY));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Event received' }); // verified after the reply
      await payments.events.idle();
      expect((await send(signWebhook(body, FAKE_SECRET_KEY))).json()).toEqual({ success: true, message: 'Event already processed' });

      expect(seen).toHaveLength(1);
      expect(seen[0].charge).toMatchObject({ reference: started.reference, status: 'success', userId: member.id, totalKobo: started.totalKobo });
      expect(seen[0].charge!.cardId).not.toBeNull();
      expect(fake.last('GET', `/transaction/verify/${started.reference}`)).toBeDefined();
      expect((await chargeRow(t, started.reference)).status).toBe('success');
    } finally {
      off();
    }
  });

  it('reconciles charges nobody confirmed, once they are old enough', async () => {
    const member = await createUser(t);
    const paid = await startCharge(t, member);
    const unpaid = await startCharge(t, member);
    fake.completeCharge(paid.reference, { status: 'success' });
    expect(await payments.reconcileOpenCharges(t.database.db, { olderThanMs: 30 * 60_000 })).toEqual([]);
    t.clock.advance(31 * 60_000);
    try {
      const settled = await payments.reconcileOpenCharges(t.database.db, { olderThanMs: 30 * 60_000, limit: 500 });
      const outcomes = settled.map((c) => [c.reference, c.status]);
      expect(outcomes).toContainEqual([paid.reference, 'success']);
      expect(outcomes).toContainEqual([unpaid.reference, 'abandoned']);
      // two days on, nobody asks about them any more
      t.clock.advance(2 * 24 * 60 * 60_000);
      expect(await payments.reconcileOpenCharges(t.database.db, { olderThanMs: 30 * 60_000, limit: 500 })).toEqual([]);
      expect(fake.requests.filter((r) => r.path === `/transaction/verify/${unpaid.reference}`)).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
  });
});
