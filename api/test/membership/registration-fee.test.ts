// Paying the registration fee: from the wallet or by card (checkout or saved card), once; the member becomes a member.
import { eq } from 'drizzle-orm';
import { paymentCharges, users } from '../../src/db/schema';
import { CHARGE_JOB } from '../../src/modules/payments/chargeSettlement';
import { SUCCESS_CARD, payWithCard } from '../payments/helpers';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, balanceOf, call, creditWallet, eventually, ledgerCheck, member, newKey, notificationsOf, postingsOf, startCharge, type Member } from '../wallet/support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const pay = (user: Member, body: Record<string, unknown>, key: string | true = true) =>
  t.app.inject({ method: 'POST', url: `/api/registration_fee_payment?token=${user.token}`, payload: body, headers: { 'idempotency-key': key === true ? newKey() : key, ...user.headers } });

async function memberRow(user: Member) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  return row;
}

describe('paying from the wallet', () => {
  it('debits the fee into registration fee income, makes a member, and a second payment is refused', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 300_000n);
    const res = await pay(ada, { payment_method: 'Wallet', date_time: '2020-01-01', registration_fee: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your registration fee has been paid and you are now a member. Please sign in again to continue.',
      member_status: true,
      amount: '2000.00',
      reference: expect.stringMatching(/^REG-/),
    });
    expect(await postingsOf(t, res.json().reference)).toEqual({ 'member:wallet': -200_000n, registration_fee_income: 200_000n });
    expect(await balanceOf(t, ada)).toBe('1000.00');
    const row = await memberRow(ada);
    expect(row.memberStatus).toBe(true);
    expect(row.memberSince).not.toBeNull();
    expect((await notificationsOf(t, ada)).map((n) => n.title)).toContain('Welcome, you are now a member');
    expect((await call(t, ada, 'GET', '/api/get_registration_fee')).json()).toEqual({ success: true, fee: '2000.00', member_status: true });
    const history = (await call(t, ada, 'GET', '/api/show_wallet')).json().data;
    expect(history[0]).toMatchObject({ wallet_category: 20, wallet_type: 'debit', amount: '2000.00', payment_method: 'Wallet' });

    const twice = await pay(ada, { payment_method: 'Wallet' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, message: 'You are already a member' });
    expect(await balanceOf(t, ada)).toBe('1000.00');
  });

  it('refuses a wallet that cannot cover the fee with the balance, and changes nothing', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 150_000n);
    const res = await pay(ada, { payment_method: 'wallet' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: 'Insufficient balance: your available balance is ₦1,500.00' });
    expect((await memberRow(ada)).memberStatus).toBe(false);
    expect(await balanceOf(t, ada)).toBe('1500.00');
  });

  it('replays a repeat with the same key and refuses the key for another body', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 500_000n);
    const key = newKey();
    const first = await pay(ada, { payment_method: 'Wallet' }, key);
    const again = await pay(ada, { payment_method: 'Wallet' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await pay(ada, { payment_method: 'Paystack', card_id: 5 }, key)).statusCode).toBe(422);
    expect(await balanceOf(t, ada)).toBe('3000.00');
  });
});

describe('paying by card', () => {
  it('applies a paid checkout: card money legs into registration fee income', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'registration_fee' });
    expect(charge).toMatchObject({ amount: '2000.00', fee: '30.00', total: '2030.00', reference: expect.stringMatching(/^FIN-20-/) });
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const res = await pay(ada, { payment_method: 'Paystack', paystack_id: charge.reference });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ member_status: true, amount: '2000.00', reference: charge.reference });
    expect(await postingsOf(t, charge.reference)).toEqual({ registration_fee_income: 200_000n, provider_clearing: -203_000n, card_fees: 3_000n });
    expect((await memberRow(ada)).memberStatus).toBe(true);
    expect(await balanceOf(t, ada)).toBe('0.00');
  });

  it("takes a saved card as the kit's PayWith sends it ({ payment_method: 'Debit Card', card_id })", async () => {
    const ada = await member(t);
    const cardId = await addCard(t, ada);
    const res = await pay(ada, { payment_method: 'Debit Card', card_id: cardId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ member_status: true, amount: '2000.00' });
    expect((await memberRow(ada)).memberStatus).toBe(true);
  });

  it('charges a saved card the fee, and never charges a member', async () => {
    const ada = await member(t);
    const cardId = await addCard(t, ada);
    const res = await pay(ada, { payment_method: 'Paystack', card_id: cardId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ member_status: true, reference: expect.stringMatching(/^FIN-20-\d{5}-K/) });
    const charges = async () => t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, ada.id));
    const before = (await charges()).length;
    const again = await pay(ada, { payment_method: 'Paystack', card_id: cardId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already a member');
    expect(await charges()).toHaveLength(before);
    const checkout = await call(t, ada, 'POST', '/api/payments/charges', { purpose: 'registration_fee' });
    expect(checkout.statusCode).toBe(409);
  });

  it('makes a member whose client never came back, from the webhook', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'registration_fee' });
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    await eventually(async () => (await memberRow(ada)).memberStatus);
    // the client comes back after all: same answer, nothing twice
    const res = await pay(ada, { payment_method: 'Paystack', paystack_id: charge.reference });
    expect(res.statusCode).toBe(200);
    expect(await postingsOf(t, charge.reference)).toEqual({ registration_fee_income: 200_000n, provider_clearing: -203_000n, card_fees: 3_000n });
  });

  it('puts a card payment made by someone who became a member meanwhile into their wallet', async () => {
    const ada = await member(t);
    await creditWallet(t, ada, 200_000n);
    const charge = await startCharge(t, ada, { purpose: 'registration_fee' });
    expect((await pay(ada, { payment_method: 'Wallet' })).statusCode).toBe(200);
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const res = await pay(ada, { payment_method: 'Paystack', paystack_id: charge.reference });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are already a member. Your payment of ₦2,000.00 has been added to your wallet.');
    expect(await balanceOf(t, ada)).toBe('2000.00');
    expect((await ledgerCheck(t)).ok).toBe(true);
  });

  it("404s another member's charge", async () => {
    const ada = await member(t);
    const eve = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'registration_fee' });
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const res = await pay(eve, { payment_method: 'Paystack', paystack_id: charge.reference });
    expect(res.statusCode).toBe(404);
    expect((await memberRow(eve)).memberStatus).toBe(false);
  });
});

describe('validation', () => {
  it.each([
    [{}, 'The payment method is required'],
    [{ payment_method: 'Bank' }, 'The payment method must be Wallet, Paystack or Debit Card'],
    [{ payment_method: 7 }, 'The payment method must be Wallet, Paystack or Debit Card'],
    [{ payment_method: 'Paystack' }, 'Pay with a new card (paystack_id) or one of your saved cards (card_id)'],
    [{ payment_method: 'Paystack', paystack_id: 'FIN-20-00001-ABCDEFG', card_id: 2 }, 'Pay with either a new card (paystack_id) or a saved card (card_id), not both'],
    [{ payment_method: 'Paystack', card_id: -2 }, 'The card must be a positive whole number'],
  ])('refuses %j with a 422', async (body, message) => {
    const ada = await member(t);
    const res = await pay(ada, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('needs the Idempotency-Key and a signed-in user', async () => {
    const ada = await member(t);
    const noKey = await t.app.inject({ method: 'POST', url: `/api/registration_fee_payment?token=${ada.token}`, payload: { payment_method: 'Wallet' }, headers: ada.headers });
    expect(noKey.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/registration_fee_payment', payload: { payment_method: 'Wallet' }, headers: { 'idempotency-key': newKey() } });
    expect(anonymous.statusCode).toBe(401);
  });
});

it('the job applies a paid registration fee nobody confirmed (webhooks lost)', async () => {
  const quiet = await createTestApp({ SANDBOX_WEBHOOK_DELIVERY: 'off' });
  try {
    const ada = await member(quiet);
    const charge = await startCharge(quiet, ada, { purpose: 'registration_fee' });
    await payWithCard(quiet, charge.reference, SUCCESS_CARD);
    quiet.clock.advance(5 * 60_000);
    expect(await quiet.app.deps.jobs.runDue(CHARGE_JOB)).toBe('ran');
    const [row] = await quiet.database.db.select().from(users).where(eq(users.id, ada.id));
    expect(row.memberStatus).toBe(true);
  } finally {
    await quiet.close();
  }
});
