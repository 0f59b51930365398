// Adding a card (the ₦100 verification charge lands in the wallet and saves the card) and funding with a saved card:
// one charge per Idempotency-Key even when retried, another member's card is a 404.
import { eq } from 'drizzle-orm';
import { paymentCharges, sandboxCharges } from '../../src/db/schema';
import { savedCardReference } from '../../src/modules/payments/cardPayment';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, balanceOf, call, eventually, ledgerCheck, member, newKey, notificationsOf, postingsOf } from './support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const store = (user: Parameters<typeof call>[1], body: Record<string, unknown>, key: string | true = true) => call(t, user, 'POST', '/api/save_wallet/store', body, { key });

describe('adding a card', () => {
  it('saves the card, puts the ₦100 in the wallet and says so', async () => {
    const ada = await member(t);
    const cardId = await addCard(t, ada);
    expect(cardId).toEqual(expect.any(Number));
    const cards = (await call(t, ada, 'GET', '/api/getCards')).json();
    expect(cards).toEqual([expect.objectContaining({ id: cardId, last4: '4081', bin: '408408' })]);
    expect(await balanceOf(t, ada)).toBe('100.00');
    const titles = (await notificationsOf(t, ada)).map((n) => [n.title, n.message]);
    expect(titles).toContainEqual(['Card added', 'Your VISA card ending in 4081 was added. The ₦100.00 verification charge is in your wallet.']);
    const history = (await call(t, ada, 'GET', '/api/show_wallet')).json();
    expect(history.data[0]).toMatchObject({ wallet_category: 7, wallet_type: 'credit', amount: '100.00', payment_method: 'Debit Card' });
  });
});

describe('funding with a saved card', () => {
  it('charges amount + fee to the card and credits the amount, once per key', async () => {
    const ada = await member(t);
    const cardId = await addCard(t, ada);
    const key = newKey();
    const body = { amount: '5000', payment_method: 'Paystack', card_id: cardId };
    const first = await store(ada, body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, amount: '5000.00', balance: '5100.00', card_id: cardId, reference: expect.stringMatching(/^FIN-07-\d{5}-K/) });
    const again = await store(ada, body, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // one charge at the provider for the total
    const reference = first.json().reference as string;
    const atProvider = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    expect(atProvider).toHaveLength(1);
    expect(atProvider[0].amountKobo).toBe(517_500n);
    expect(await postingsOf(t, reference)).toEqual({ 'member:wallet': 500_000n, provider_clearing: -517_500n, card_fees: 17_500n });
    // the provider's charge.success webhook for the same charge changes nothing
    await eventually(async () => (await t.database.db.select().from(sandboxCharges)).length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await balanceOf(t, ada)).toBe('5100.00');
    // a different body with the same key charges nothing
    const other = await store(ada, { ...body, amount: '6000' }, key);
    expect(other.statusCode).toBe(422);
    expect(await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, ada.id))).toHaveLength(2);
    expect((await ledgerCheck(t)).ok).toBe(true);
  });

  it('answers a retry whose first attempt never reached the provider (the API died in between): 409, then not charged', async () => {
    const ada = await member(t);
    const cardId = await addCard(t, ada);
    const key = newKey();
    // what a process that died right after recording the charge leaves behind: a charge the provider never saw
    await t.database.db.insert(paymentCharges).values({
      reference: savedCardReference('wallet_funding', ada.id, key),
      userId: ada.id,
      purpose: 'wallet_funding',
      channel: 'saved_card',
      amountKobo: 100_000n,
      feeKobo: 1_500n,
      totalKobo: 101_500n,
      cardId,
      provider: 'sandbox',
      createdAt: t.clock.now,
    });
    const body = { amount: '1000', payment_method: 'Paystack', card_id: cardId };
    const soon = await store(ada, body, key);
    expect(soon.statusCode).toBe(409);
    t.clock.advance(31_000);
    const later = await store(ada, body, key);
    expect(later.statusCode).toBe(422);
    expect(later.json().message).toBe('Payment failed: The card was not charged: the payment did not reach the card provider');
    expect(await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, savedCardReference('wallet_funding', ada.id, key)))).toEqual([]);
    expect(await balanceOf(t, ada)).toBe('100.00');
    t.clock.reset();
  });

  it("404s another member's card and a removed card, charging nothing", async () => {
    const ada = await member(t);
    const eve = await member(t);
    const cardId = await addCard(t, ada);
    const stolen = await store(eve, { amount: '100', payment_method: 'Paystack', card_id: cardId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ success: false, message: 'Card not found' });
    expect((await call(t, ada, 'POST', `/api/deleteCards/${cardId}`)).statusCode).toBe(200);
    const removed = await store(ada, { amount: '100', payment_method: 'Paystack', card_id: cardId });
    expect(removed.statusCode).toBe(404);
    expect(await balanceOf(t, eve)).toBe('0.00');
    expect(await balanceOf(t, ada)).toBe('100.00');
    expect(await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, eve.id))).toEqual([]);
  });
});
