// The payments service other modules call: starting, confirming and charging saved cards, on the sandbox and on
// Paystack (its local fake). Confirmation always asks the provider; a client's word never makes a charge succeed.
import { eq } from 'drizzle-orm';
import { paymentCards, paymentCharges, sandboxCharges } from '../../src/db/schema';
import { paymentsOf } from '../../src/modules/payments/routes';
import type { PaymentsService } from '../../src/modules/payments/service';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { FAKE_PUBLIC_KEY, FAKE_SECRET_KEY, fakeAuthorization, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { DECLINED_CARD, SUCCESS_CARD, chargeRow, payWithCard, startCharge } from './helpers';

describe('payments service on the sandbox', () => {
  let t: TestApp;
  let payments: PaymentsService;
  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentsOf(t.app);
  });
  afterAll(() => t.close());

  it('leaves an unpaid charge pending, and never marks a declined one successful', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    expect((await payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('initialized');
    await payWithCard(t, reference, DECLINED_CARD);
    expect((await payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('failed');
    // a failed charge stays failed even if something later claims otherwise
    await t.database.db.update(sandboxCharges).set({ status: 'success' }).where(eq(sandboxCharges.reference, reference));
    expect((await payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('failed');
  });

  it("answers 404 for another member's reference", async () => {
    const ada = await createUser(t);
    const eve = await createUser(t);
    const { reference } = await startCharge(t, ada);
    await payWithCard(t, reference, SUCCESS_CARD);
    await expect(payments.confirmCharge(t.database.db, reference, eve.id)).rejects.toMatchObject({ statusCode: 404, message: 'Payment not found' });
  });

  it('fails a charge whose paid amount is not what we asked for', async () => {
    const member = await createUser(t);
    const { reference, totalKobo } = await startCharge(t, member, { amountKobo: 1_000_000n });
    // the provider ends up charging a different amount than our charge's total
    await t.database.db.update(sandboxCharges).set({ amountKobo: 100n }).where(eq(sandboxCharges.reference, reference));
    await payWithCard(t, reference, SUCCESS_CARD);
    const charge = await payments.confirmCharge(t.database.db, reference, member.id);
    expect(charge.status).toBe('failed');
    expect(charge.failureReason).toBe(`Amount mismatch: the provider reported NGN 1.00, expected NGN 10250.00`);
    expect(totalKobo).toBe(1_025_000n);
  });

  it('exists only if the caller’s transaction commits', async () => {
    const member = await createUser(t);
    let reference = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        ({ reference } = await payments.startCardCharge(tx, { userId: member.id, email: member.email, purpose: 'wallet_funding', amountKobo: 10_000n, callbackPath: '/wallet' }));
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(reference).not.toBe('');
    expect(await chargeRow(t, reference)).toBeUndefined();
    expect(await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference))).toEqual([]);
  });

  it('refuses a zero amount and a callback outside the app', async () => {
    const member = await createUser(t);
    await expect(startCharge(t, member, { amountKobo: 0n })).rejects.toMatchObject({ statusCode: 422 });
    await expect(startCharge(t, member, { callbackPath: '//evil.example/x' })).rejects.toThrow('callbackPath');
    await expect(startCharge(t, member, { callbackPath: 'https://evil.example/x' })).rejects.toThrow('callbackPath');
  });

  it('charges a saved sandbox card (amount + fee) and lets the value be applied once', async () => {
    const member = await createUser(t);
    const { reference: saving } = await startCharge(t, member, { saveCard: true, amountKobo: 10_000n, purpose: 'card_verification' });
    await payWithCard(t, saving, SUCCESS_CARD);
    const { cardId } = await payments.confirmCharge(t.database.db, saving, member.id);

    const charge = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cardId!, amountKobo: 300_000n, purpose: 'wallet_funding' });
    expect(charge).toMatchObject({ status: 'success', channel: 'saved_card', cardId, amountKobo: 300_000n, feeKobo: 14_500n, totalKobo: 314_500n, userId: member.id });
    const [providerSide] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, charge.reference));
    expect(providerSide.amountKobo).toBe(314_500n);

    expect(await payments.markChargeApplied(t.database.db, charge.reference)).toBe(true);
    expect(await payments.markChargeApplied(t.database.db, charge.reference)).toBe(false);
    expect((await chargeRow(t, charge.reference)).appliedAt).toBeInstanceOf(Date);
  });

  it('does not charge twice for the same reference', async () => {
    const member = await createUser(t);
    const { reference: saving } = await startCharge(t, member, { saveCard: true });
    await payWithCard(t, saving, SUCCESS_CARD);
    const { cardId } = await payments.confirmCharge(t.database.db, saving, member.id);
    const reference = `FIN-07-${member.id}-IDEMPOTENT`;
    const first = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cardId!, amountKobo: 50_000n, purpose: 'wallet_funding', reference });
    const second = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cardId!, amountKobo: 50_000n, purpose: 'wallet_funding', reference });
    expect(second.id).toBe(first.id);
    expect(await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference))).toHaveLength(1);
    const other = await createUser(t);
    const { reference: otherSaving } = await startCharge(t, other, { saveCard: true });
    await payWithCard(t, otherSaving, SUCCESS_CARD);
    const { cardId: otherCard } = await payments.confirmCharge(t.database.db, otherSaving, other.id);
    await expect(
      payments.chargeSavedCard(t.database.db, { userId: other.id, cardId: otherCard!, amountKobo: 50_000n, purpose: 'wallet_funding', reference }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("refuses another member's card and a removed card", async () => {
    const ada = await createUser(t);
    const eve = await createUser(t);
    const { reference } = await startCharge(t, ada, { saveCard: true });
    await payWithCard(t, reference, SUCCESS_CARD);
    const { cardId } = await payments.confirmCharge(t.database.db, reference, ada.id);
    await expect(payments.chargeSavedCard(t.database.db, { userId: eve.id, cardId: cardId!, amountKobo: 10_000n, purpose: 'wallet_funding' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Card not found',
    });
    await expect(payments.deleteCard(t.database.db, eve.id, cardId!)).rejects.toMatchObject({ statusCode: 404 });
    await payments.deleteCard(t.database.db, ada.id, cardId!);
    await expect(payments.chargeSavedCard(t.database.db, { userId: ada.id, cardId: cardId!, amountKobo: 10_000n, purpose: 'wallet_funding' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('payments service on Paystack (local fake)', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let payments: PaymentsService;
  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: FAKE_SECRET_KEY,
      PAYSTACK_PUBLIC_KEY: FAKE_PUBLIC_KEY,
      PAYSTACK_BASE_URL: fake.baseUrl,
      PAYSTACK_TIMEOUT_MS: 300,
      APP_URL: 'https://members.example.ng',
    });
    payments = paymentsOf(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => fake.clearScripts());

  it('initializes with the total in kobo, our reference and the in-app callback', async () => {
    const member = await createUser(t);
    const started = await startCharge(t, member, { amountKobo: 250_000n, callbackPath: '/wallet' });
    expect(started.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(fake.last('POST', '/transaction/initialize')!.body).toMatchObject({
      email: member.email,
      amount: '263750',
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
    expect(fake.last('POST', '/transaction/charge_authorization')!.body).toMatchObject({ authorization_code: 'AUTH_second', email: member.email, amount: '10150' });
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
});
