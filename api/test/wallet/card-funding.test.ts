// Funding the wallet by card through the sandbox's real checkout (paid like a browser pays): each test card, the
// charge's amount credited once (never the fee, never twice), the provider asked every time, and another member's or
// a forged reference giving nothing.
import { eq } from 'drizzle-orm';
import { paymentCharges } from '../../src/db/schema';
import { DECLINED_CARD, OTP_CARD, SUCCESS_CARD, payWithCard, postCheckout } from '../payments/helpers';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { balanceOf, call, eventually, fundByCheckout, ledgerCheck, member, newKey, notificationsOf, postingsOf, startCharge, transferByReference } from './support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const store = (user: Parameters<typeof call>[1], body: Record<string, unknown>, key: string | true = true) => call(t, user, 'POST', '/api/save_wallet/store', body, { key });

describe('POST payments/charges', () => {
  it('starts a wallet funding checkout with the card fee on top', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '5000' });
    expect(charge).toMatchObject({ amount: '5000.00', fee: '175.00', total: '5175.00', reference: expect.stringMatching(/^FIN-07-/) });
    expect(charge.authorization_url).toBe(`${t.config.API_PUBLIC_URL}/api/sandbox/checkout/${charge.reference}`);
  });

  it('makes adding a card always ₦100 and saving the card, whatever the client sends', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'card_verification', amount: 50000, save_card: false });
    expect(charge).toMatchObject({ amount: '100.00', fee: '1.50', total: '101.50' });
    const [row] = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, charge.reference));
    expect(row).toMatchObject({ saveCard: true, purpose: 'card_verification', userId: ada.id });
  });

  it.each([
    [{ purpose: 'shopping', amount: 10 }, 'The purpose must be wallet_funding, card_verification, registration_fee, regular_savings, save_to_loan, shareholding, target_savings, loan_form_fee, loan_repayment, business_repayment, order_down_payment, order_repayment or investment_purchase'],
    [{ amount: 10 }, 'The purpose must be wallet_funding, card_verification, registration_fee, regular_savings, save_to_loan, shareholding, target_savings, loan_form_fee, loan_repayment, business_repayment, order_down_payment, order_repayment or investment_purchase'],
    [{ purpose: 'wallet_funding' }, 'The amount is required'],
    [{ purpose: 'wallet_funding', amount: -5 }, 'The amount must be a number with at most 2 decimal places'],
    [{ purpose: 'wallet_funding', amount: '10.005' }, 'The amount must be a number with at most 2 decimal places'],
    [{ purpose: 'wallet_funding', amount: 0 }, 'The amount must be greater than zero'],
    [{ purpose: 'wallet_funding', amount: '1000000001' }, 'The amount is above the limit of ₦1,000,000,000'],
    [{ purpose: 'wallet_funding', amount: [5] }, 'The amount is required'],
    [{ purpose: 'wallet_funding', amount: 5, callback_path: 'https://evil.example/' }, 'The callback path must be a path in this app, like /wallet'],
    [{ purpose: 'wallet_funding', amount: 5, callback_path: '//evil.example' }, 'The callback path must be a path in this app, like /wallet'],
  ])('refuses %j with a 422 and starts nothing', async (body, message) => {
    const ada = await member(t);
    const res = await call(t, ada, 'POST', '/api/payments/charges', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, ada.id))).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    const res = await call(t, null, 'POST', '/api/payments/charges', { purpose: 'wallet_funding', amount: 10 });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST save_wallet/store with a checkout reference', () => {
  it.each([
    ['the success card', SUCCESS_CARD, undefined],
    ['the OTP card with the right OTP', OTP_CARD, '123456'],
  ])('credits the amount (not the fee) once for %s, books the card money legs and notifies', async (_name, card, otp) => {
    const ada = await member(t);
    const { charge, res } = await fundByCheckout(t, ada, '2500.50', card, otp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your wallet has been funded with ₦2,500.50.',
      amount: '2500.50',
      balance: '2500.50',
      card_id: null,
      reference: charge.reference,
    });
    expect(await balanceOf(t, ada)).toBe('2500.50');
    // wallet +amount, provider_clearing −total, card fees +fee
    expect(await postingsOf(t, charge.reference)).toEqual({ 'member:wallet': 250_050n, provider_clearing: -(250_050n + 13_751n), card_fees: 13_751n });
    expect(await transferByReference(t, charge.reference)).toMatchObject({ kind: 'wallet_funding', userId: ada.id, metadata: expect.objectContaining({ payment_method: 'Debit Card' }) });
    expect((await notificationsOf(t, ada)).map((n) => [n.title, n.message])).toContainEqual(['Wallet funded', `₦2,500.50 was added to your wallet (reference ${charge.reference}).`]);
    // the sandbox's charge.success webhook arrives too: still one credit
    await eventually(async () => (await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, charge.reference)))[0]?.appliedAt);
    await new Promise((r) => setTimeout(r, 200));
    expect(await balanceOf(t, ada)).toBe('2500.50');
    expect((await ledgerCheck(t)).ok).toBe(true);
  });

  it('credits nothing for a declined card or a wrong OTP, and says why', async () => {
    const ada = await member(t);
    const declined = await fundByCheckout(t, ada, '1000', DECLINED_CARD);
    expect(declined.res.statusCode).toBe(422);
    expect(declined.res.json().message).toMatch(/^Payment failed: /);
    const wrongOtp = await fundByCheckout(t, ada, '1000', OTP_CARD, '000000');
    expect(wrongOtp.res.statusCode).toBe(422);
    expect(await balanceOf(t, ada)).toBe('0.00');
  });

  it('answers 409 while the checkout is unpaid, credits nothing, and the same key works once it is paid', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '700' });
    const key = newKey();
    const body = { amount: '700', payment_method: 'Paystack', paystack_id: charge.reference };
    const early = await store(ada, body, key);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/still being confirmed/);
    expect(await balanceOf(t, ada)).toBe('0.00');
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const later = await store(ada, body, key);
    expect(later.statusCode).toBe(200);
    expect(await balanceOf(t, ada)).toBe('700.00');
  });

  it('says so for a checkout the member cancelled', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '700' });
    await postCheckout(t, charge.reference, { step: 'cancel' });
    const res = await store(ada, { amount: '700', payment_method: 'Paystack', paystack_id: charge.reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The payment was not completed');
  });

  it("gives nothing for a forged reference or another member's paid charge (404)", async () => {
    const ada = await member(t);
    const eve = await member(t);
    const forged = await store(eve, { amount: '1000', payment_method: 'Paystack', paystack_id: 'FIN-07-00001-FORGEDREF' });
    expect(forged.statusCode).toBe(404);
    const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '1000' });
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const stolen = await store(eve, { amount: '1000', payment_method: 'Paystack', paystack_id: charge.reference });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ success: false, message: 'Payment not found' });
    expect(await balanceOf(t, eve)).toBe('0.00');
  });

  it('refuses an amount that differs from the payment, and a reference paid for something else', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '1000' });
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const res = await store(ada, { amount: '5000', payment_method: 'Paystack', paystack_id: charge.reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The amount does not match this payment of ₦1,000.00');
    const fee = await startCharge(t, ada, { purpose: 'registration_fee' });
    await payWithCard(t, fee.reference, SUCCESS_CARD);
    const wrongPurpose = await store(ada, { payment_method: 'Paystack', paystack_id: fee.reference });
    expect(wrongPurpose.statusCode).toBe(422);
    expect(wrongPurpose.json().message).toBe('This payment was not made for wallet funding');
  });

  it('applies a charge once whichever comes first: the webhook or the member', async () => {
    const ada = await member(t);
    // webhook first: the sandbox delivers charge.success right after the checkout
    const first = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '300' });
    await payWithCard(t, first.reference, SUCCESS_CARD);
    await eventually(async () => (await balanceOf(t, ada)) === '300.00');
    const late = await store(ada, { amount: '300', payment_method: 'Paystack', paystack_id: first.reference });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ balance: '300.00', amount: '300.00' });
    // member first: the request applies it, the webhook that follows finds it applied
    const second = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '200' });
    await payWithCard(t, second.reference, SUCCESS_CARD);
    const now = await store(ada, { amount: '200', payment_method: 'Paystack', paystack_id: second.reference });
    expect(now.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await balanceOf(t, ada)).toBe('500.00');
    expect((await ledgerCheck(t)).ok).toBe(true);
  });
});

describe('POST save_wallet/store validation and idempotency', () => {
  it.each([
    [{ payment_method: 'Paystack' }, 'Pay with a new card (paystack_id) or one of your saved cards (card_id)'],
    [{ payment_method: 'Paystack', paystack_id: '', card_id: '' }, 'Pay with a new card (paystack_id) or one of your saved cards (card_id)'],
    [{ payment_method: 'Paystack', paystack_id: 'FIN-07-00001-ABCDEFG', card_id: 3, amount: 5 }, 'Pay with either a new card (paystack_id) or a saved card (card_id), not both'],
    [{ payment_method: 'Paystack', card_id: 3 }, 'The amount is required'],
    [{ payment_method: 'Paystack', card_id: 3, amount: -1 }, 'The amount must be a number with at most 2 decimal places'],
    [{ payment_method: 'Paystack', card_id: 3, amount: '1.234' }, 'The amount must be a number with at most 2 decimal places'],
    [{ payment_method: 'Paystack', card_id: 3, amount: '9999999999' }, 'The amount is above the limit of ₦1,000,000,000'],
    [{ payment_method: 'Paystack', card_id: 'abc', amount: 5 }, 'The card must be a positive whole number'],
    [{ payment_method: 'Wallet', card_id: 3, amount: 5 }, 'Wallet funding is paid by card: the payment method must be Paystack'],
    [{ card_id: 3, amount: 5 }, 'The payment method is required'],
    [{ payment_method: 'Paystack', paystack_id: 'bad ref!' }, 'The payment reference is not valid'],
  ])('refuses %j with a 422', async (body, message) => {
    const ada = await member(t);
    const res = await store(ada, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await balanceOf(t, ada)).toBe('0.00');
  });

  it('needs an Idempotency-Key, replays a repeat with the same reply, refuses the key for another body', async () => {
    const ada = await member(t);
    const charge = await startCharge(t, ada, { purpose: 'wallet_funding', amount: '1200' });
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const body = { amount: '1200', payment_method: 'Paystack', paystack_id: charge.reference };
    const missing = await call(t, ada, 'POST', '/api/save_wallet/store', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The Idempotency-Key header is required for this request');
    const key = newKey();
    const first = await store(ada, body, key);
    const again = await store(ada, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await store(ada, { ...body, amount: '1300' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await balanceOf(t, ada)).toBe('1200.00');
  });

  it('needs a signed-in member', async () => {
    const res = await call(t, null, 'POST', '/api/save_wallet/store', { payment_method: 'Paystack', card_id: 1, amount: 5 }, { key: true });
    expect(res.statusCode).toBe(401);
  });
});
