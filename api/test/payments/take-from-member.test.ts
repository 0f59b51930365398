// The one payment-source use case, through a test-only area (./support/jarArea.ts) that registers its own purpose:
// a new area takes money by wallet, verified checkout or saved card with no edit in payments or wallet.
import { and, eq } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransfers, paymentCharges } from '../../src/db/schema';
import { CHARGE_JOB } from '../../src/modules/payments/chargeSettlement';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, balanceOf, call, creditWallet, ledgerCheck, member, newKey, postingsOf, startCharge, type Member } from '../wallet/support/money';
import { SUCCESS_CARD, payWithCard } from './helpers';
import { JAR_ACCOUNT, jarArea } from './support/jarArea';

let t: TestApp;
beforeAll(async () => {
  // no webhooks: each test decides whether the member's request or the job applies a charge first
  t = await createTestApp({ SANDBOX_WEBHOOK_DELIVERY: 'off' }, { beforeReady: (app) => jarArea(app) });
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.reset();
  expect((await ledgerCheck(t)).ok).toBe(true);
});

const buy = (user: Member, body: Record<string, unknown>, key: string = newKey()) => call(t, user, 'POST', '/api/test_jar/add', body, { key });

async function jarBalance(user: Member): Promise<bigint> {
  const [jar] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, user.id), eq(ledgerAccounts.purpose, JAR_ACCOUNT)));
  return jar?.balance ?? 0n;
}

async function transfersOf(user: Member) {
  return t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.userId, user.id));
}

async function paidCheckout(user: Member, slots: number, purpose = 'test_jar') {
  const charge = await startCharge(t, user, { purpose, slots, ...(purpose === 'wallet_funding' ? { amount: '500' } : {}) });
  await payWithCard(t, charge.reference, SUCCESS_CARD);
  return charge;
}

describe('paid from the wallet', () => {
  it('debits the server-computed amount into the area account, whatever total the client sends', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 200_000n);
    const res = await buy(ada, { payment_method: 'Wallet', slots: 2, total: '1.00', date_time: '2024-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, amount: '1000.00', payment_method: 'Wallet', applied_by: 'request' });
    expect(await postingsOf(t, res.json().reference)).toEqual({ 'member:wallet': -100_000n, [`member:${JAR_ACCOUNT}`]: 100_000n });
    expect(await balanceOf(t, ada)).toBe('1000.00');
  });

  it('accepts the original spellings: form_payment, lower case', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 100_000n);
    expect((await buy(ada, { form_payment: 'Wallet', slots: 1, paystack_id: '', card_id: '' })).statusCode).toBe(200);
    expect((await buy(ada, { payment_method: 'wallet', slots: 1 })).statusCode).toBe(200);
    expect(await jarBalance(ada)).toBe(100_000n);
  });

  it('refuses a wallet that cannot cover it with the same message as everywhere, and moves nothing', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 50_000n);
    const res = await buy(ada, { payment_method: 'Wallet', slots: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: 'Insufficient balance: your available balance is ₦500.00' });
    expect(await balanceOf(t, ada)).toBe('500.00');
    expect(await jarBalance(ada)).toBe(0n);
    expect(await transfersOf(ada)).toHaveLength(1); // the test's own credit
  });

  it('replays a repeat with the same key, moving the money once, and refuses the key for another body', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 200_000n);
    const key = newKey();
    const first = await buy(ada, { payment_method: 'Wallet', slots: 1 }, key);
    const again = await buy(ada, { payment_method: 'Wallet', slots: 1 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await buy(ada, { payment_method: 'Wallet', slots: 2 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await balanceOf(t, ada)).toBe('1500.00');
    expect(await jarBalance(ada)).toBe(50_000n);
  });
});

describe('paid by a verified checkout (paystack_id)', () => {
  it('starts the checkout at the purpose amount, then posts the card money legs into the area account', async () => {
    const ada = await member(t);
    const charge = await paidCheckout(ada, 2);
    expect(charge).toMatchObject({ amount: '1000.00', fee: '15.00', total: '1015.00' });
    const res = await buy(ada, { payment_method: 'Paystack', paystack_id: charge.reference, slots: 2, save_card: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: '1000.00', reference: charge.reference, payment_method: 'Debit Card', applied_by: 'request' });
    expect(await postingsOf(t, charge.reference)).toEqual({ [`member:${JAR_ACCOUNT}`]: 100_000n, provider_clearing: -101_500n, card_fees: 1_500n });
    expect(await balanceOf(t, ada)).toBe('0.00');
  });

  it('refuses a reference already used by another request, and moves nothing more', async () => {
    const ada = await member(t);
    const charge = await paidCheckout(ada, 1);
    expect((await buy(ada, { payment_method: 'Paystack', paystack_id: charge.reference, slots: 1 })).statusCode).toBe(200);
    const reused = await buy(ada, { payment_method: 'Debit Card', paystack_id: charge.reference, slots: 1 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, message: 'This payment has already been used' });
    expect(await jarBalance(ada)).toBe(50_000n);
  });

  it('refuses a charge whose amount differs from what the request costs, applying nothing', async () => {
    const ada = await member(t);
    const charge = await paidCheckout(ada, 1);
    const res = await buy(ada, { payment_method: 'Paystack', paystack_id: charge.reference, slots: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The amount does not match this payment of ₦500.00');
    expect(await jarBalance(ada)).toBe(0n);
    const [row] = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, charge.reference));
    expect(row.appliedAt).toBeNull();
  });

  it('refuses a charge made for another purpose, and a charge of another member (404)', async () => {
    const ada = await member(t);
    const eve = await member(t);
    const funding = await paidCheckout(ada, 1, 'wallet_funding');
    const wrong = await buy(ada, { payment_method: 'Paystack', paystack_id: funding.reference, slots: 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('This payment was not made for the test jar');
    const adas = await paidCheckout(ada, 1);
    const stolen = await buy(eve, { payment_method: 'Paystack', paystack_id: adas.reference, slots: 1 });
    expect(stolen.statusCode).toBe(404);
    expect(await jarBalance(ada)).toBe(0n);
    expect(await jarBalance(eve)).toBe(0n);
  });

  it('applies a paid charge nobody came back for through the purpose callback, and answers the late request as paid', async () => {
    const ada = await member(t);
    const charge = await paidCheckout(ada, 1);
    t.clock.advance(3 * 60_000);
    expect(await t.app.deps.jobs.runDue(CHARGE_JOB)).toBe('ran');
    expect(await jarBalance(ada)).toBe(50_000n);
    const late = await buy(ada, { payment_method: 'Paystack', paystack_id: charge.reference, slots: 1 });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ reference: charge.reference, applied_by: 'callback' });
    expect(await jarBalance(ada)).toBe(50_000n);
  });
});

describe('paid by a saved card (card_id)', () => {
  it("charges the member's card amount + fee once per key and posts it; another member's card is a 404 with nothing charged", async () => {
    const ada = await member(t);
    const eve = await member(t);
    const cardId = await addCard(t, ada);
    const key = newKey();
    const res = await buy(ada, { payment_method: 'Debit Card', card_id: cardId, paystack_id: '', slots: 1 }, key);
    expect(res.statusCode).toBe(200);
    expect(await postingsOf(t, res.json().reference)).toEqual({ [`member:${JAR_ACCOUNT}`]: 50_000n, provider_clearing: -50_750n, card_fees: 750n });
    expect((await buy(ada, { payment_method: 'Debit Card', card_id: cardId, paystack_id: '', slots: 1 }, key)).json()).toEqual(res.json());
    expect(await jarBalance(ada)).toBe(50_000n);

    const chargesBefore = (await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, eve.id))).length;
    const stolen = await buy(eve, { payment_method: 'Debit Card', card_id: cardId, slots: 1 });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ success: false, message: 'Card not found' });
    expect(await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, eve.id))).toHaveLength(chargesBefore);
    expect(await jarBalance(eve)).toBe(0n);
  });
});

describe('validation of the payment source', () => {
  it.each([
    [{ slots: 1 }, 'The payment method is required'],
    [{ payment_method: 'Bank', slots: 1 }, 'The payment method must be Wallet, Paystack or Debit Card'],
    [{ payment_method: 'Paystack', slots: 1 }, 'Pay with a new card (paystack_id) or one of your saved cards (card_id)'],
    [{ payment_method: 'Paystack', paystack_id: 'FIN-00-00001-ABCDEFG', card_id: 2, slots: 1 }, 'Pay with either a new card (paystack_id) or a saved card (card_id), not both'],
    [{ payment_method: 'Debit Card', card_id: 'x', slots: 1 }, 'The card must be a positive whole number'],
  ])('refuses %j with a 422', async (body, message) => {
    const ada = await member(t);
    const res = await buy(ada, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});
