// The sandbox checkout through the real routes, for each test card, then confirmation with the provider.
import { eq } from 'drizzle-orm';
import { paymentCards, sandboxCharges } from '../../src/db/schema';
import { SANDBOX_CARDS } from '../../src/rails/sandbox/cards';
import type { TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { DECLINED_CARD, OTP_CARD, SUCCESS_CARD, chargeRow, eventsFor, futureExpiry, payWithCard, postCheckout, startCharge, waitFor } from './helpers';
import { createTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_PUBLIC_URL: 'http://localhost:3000', APP_URL: 'http://localhost:3000' });
});
afterAll(() => t.close());

describe('sandbox checkout page', () => {
  it('starts a charge with the fee added and a checkout link on this API', async () => {
    const member = await createUser(t);
    const started = await startCharge(t, member, { amountKobo: 500_000n });
    expect(started).toMatchObject({ amount: '5000.00', fee: '175.00', total: '5175.00', amountKobo: 500_000n, feeKobo: 17_500n, totalKobo: 517_500n });
    expect(started.reference).toMatch(new RegExp(`^FIN-07-${String(member.id).padStart(5, '0')}-[A-Z0-9]{10}$`));
    expect(started.authorizationUrl).toBe(`http://localhost:3000/api/sandbox/checkout/${started.reference}`);
    expect(await chargeRow(t, started.reference)).toMatchObject({ status: 'initialized', userId: member.id, totalKobo: 517_500n, provider: 'sandbox' });
    const [sandbox] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, started.reference));
    expect(sandbox).toMatchObject({ amountKobo: 517_500n, email: member.email, callbackUrl: 'http://localhost:3000/wallet', status: 'pending' });
  });

  it('serves a small self-contained page with labelled card fields, the amount in naira and the test cards', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member, { amountKobo: 1_234_567_89n });
    const res = await t.app.inject({ url: `/api/sandbox/checkout/${reference}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toMatch(/<input id="card_number" name="card_number"/);
    expect(html).toContain('<label for="expiry">Expiry (MM/YY)</label>');
    expect(html).toMatch(/<input id="expiry" name="expiry"/);
    expect(html).toContain('<label for="cvv">CVV</label>');
    expect(html).toMatch(/<input id="cvv" name="cvv"/);
    expect(html).toContain('₦1,236,567.89'); // 1,234,567.89 + the ₦2,000 capped fee
    expect(html).toContain(`action="/api/sandbox/checkout/${reference}"`);
    for (const card of SANDBOX_CARDS) expect(html).toContain(card.number);
    expect(html).toContain('123456');
    // no external assets
    expect(html).not.toMatch(/<link|<img|src="http|url\(http|@import/);
  });

  it('answers an unknown reference with a not-found page', async () => {
    const res = await t.app.inject({ url: '/api/sandbox/checkout/FIN-NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Payment not found');
  });

  it('success card: the payment succeeds, the page tells the app, and confirmation records it with a saved card', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member, { saveCard: true, callbackPath: '/wallet' });
    const res = await payWithCard(t, reference, SUCCESS_CARD);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-status="success"');
    expect(res.body).toContain('Payment successful');
    expect(res.body).toContain(`{"type":"coop-checkout","reference":"${reference}","status":"success"}`);
    expect(res.body).toContain('window.parent.postMessage(message, \'*\')');
    expect(res.body).toContain(`"http://localhost:3000/wallet?reference=${reference}"`);

    const charge = await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id);
    expect(charge.status).toBe('success');
    expect(charge.verifiedAt).toBeInstanceOf(Date);
    expect(charge.cardId).not.toBeNull();
    const cards = await t.app.deps.payments.listCards(t.database.db, member.id);
    expect(cards).toEqual([{ id: charge.cardId, bank: 'TEST BANK', bin: '408408', last4: '4081', brand: 'visa', exp_month: expect.any(String), exp_year: expect.any(String) }]);
    const [card] = await t.database.db.select().from(paymentCards).where(eq(paymentCards.id, charge.cardId!));
    expect(card.authorizationCode).toMatch(/^AUTH_/);
    expect(card.reusable).toBe(true);

    // paying again on the same page does nothing new
    const again = await payWithCard(t, reference, SUCCESS_CARD);
    expect(again.body).toContain('data-status="success"');
  });

  it('the sandbox also sends charge.success to our webhook, which records the charge without the client', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    await payWithCard(t, reference, SUCCESS_CARD);
    const [event] = await waitFor(async () => {
      const events = await eventsFor(t, reference);
      return events.length && events[0].processedAt ? events : null;
    });
    expect(event).toMatchObject({ provider: 'sandbox', type: 'charge.success', eventKey: `charge.success:${reference}` });
    expect((await chargeRow(t, reference)).status).toBe('success');
  });

  it('declined card: the payment fails and confirmation never says success', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member, { saveCard: true });
    const res = await payWithCard(t, reference, DECLINED_CARD);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-status="failed"');
    expect(res.body).toContain('Declined');
    expect(res.body).toContain(`"status":"failed"`);
    const charge = await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id);
    expect(charge).toMatchObject({ status: 'failed', failureReason: 'Declined', cardId: null });
    expect(await t.app.deps.payments.listCards(t.database.db, member.id)).toEqual([]);
  });

  it('OTP card: asks for the OTP; 123456 succeeds', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    const otpStep = await payWithCard(t, reference, OTP_CARD);
    expect(otpStep.statusCode).toBe(200);
    expect(otpStep.body).toContain('<label for="otp">OTP</label>');
    expect(otpStep.body).toMatch(/<input id="otp" name="otp"/);
    expect((await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('initialized');

    const done = await postCheckout(t, reference, { step: 'otp', otp: '123456' });
    expect(done.body).toContain('data-status="success"');
    expect((await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('success');
  });

  it('OTP card: any other OTP fails the payment', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    const done = await payWithCard(t, reference, OTP_CARD, '654321');
    expect(done.body).toContain('data-status="failed"');
    expect(done.body).toContain('Invalid OTP');
    expect(await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id)).toMatchObject({ status: 'failed', failureReason: 'Invalid OTP' });
  });

  it('keeps the member on the form with a clear message for an unknown card, a past expiry or a bad CVV', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    const cases: [Record<string, string>, string][] = [
      [{ card_number: '4111 1111 1111 1111', expiry: futureExpiry(t), cvv: '123' }, 'This is not a sandbox test card'],
      [{ card_number: SUCCESS_CARD, expiry: '01/20', cvv: '123' }, 'This card has expired'],
      [{ card_number: SUCCESS_CARD, expiry: '13/40', cvv: '123' }, 'Enter the expiry date as MM/YY'],
      [{ card_number: SUCCESS_CARD, expiry: futureExpiry(t), cvv: '12' }, 'Enter the 3-digit CVV'],
    ];
    for (const [fields, message] of cases) {
      const res = await postCheckout(t, reference, { step: 'card', ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain(message);
      expect(res.body).toContain('<label for="card_number">Card number</label>');
    }
    expect((await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('initialized');
  });

  it('cancel: the payment is abandoned and the app is told so', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    const res = await postCheckout(t, reference, { step: 'cancel' });
    expect(res.body).toContain('data-status="abandoned"');
    expect(res.body).toContain('"status":"abandoned"');
    expect((await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('abandoned');
  });

  it('accepts a JSON submission too', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${reference}`,
      payload: { step: 'card', card_number: SUCCESS_CARD.replace(/ /g, ''), expiry: futureExpiry(t), cvv: '999' },
    });
    expect(res.body).toContain('data-status="success"');
  });

  it('escapes what it shows', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    await t.database.db.update(sandboxCharges).set({ email: '"><script>alert(1)</script>@example.com' }).where(eq(sandboxCharges.reference, reference));
    const res = await t.app.inject({ url: `/api/sandbox/checkout/${reference}` });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
