// Checkout (facts §2.8, §3.9): checkOut and make_down_payment, posted together as the original client did, are one
// atomic, idempotent step: one order, its down payment moved from the wallet into the society's held account in the
// ledger, the stock taken and the cart emptied; the second call answers with that order and takes nothing. Every
// refusal leaves the wallet, the stock and the cart as they were.
import { eq } from 'drizzle-orm';
import { cartItems, orderItems, orderPayments, orders, products as productsTable, type Product } from '../../src/db/schema';
import { SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { payWithCard, SUCCESS_CARD } from '../payments/helpers';
import { admin, call, creditWallet, ledgerCheck, newKey, notificationsOf, postingsOf, startCharge, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { checkOut, checkOutBody, downPaymentBody, fillCart, heldDownPayments, insertProduct, makeDownPayment, newCategory, productNow, walletKobo } from './fixtures';

let t: TestApp;
let boss: Member;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELIVERY: 'off' });
  boss = await admin(t);
  categoryId = (await newCategory(t, boss)).id;
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.reset();
  expect((await ledgerCheck(t)).ok).toBe(true);
});

const ordersOf = (user: Member) => t.database.db.select().from(orders).where(eq(orders.userId, user.id));
const cartOf = (user: Member) => t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id));

/** a shopper with `walletKobo` and a cart of two ₦12,000 lamps (₦3,600 down each) and one ₦5,000 mat (₦1,000 down) */
async function shopperWithCart(walletKobo: bigint) {
  const shopper = await nonMember(t);
  if (walletKobo) await creditWallet(t, shopper, walletKobo);
  const lamp = await insertProduct(t, { categoryId, name: 'Lamp', stock: 5 });
  const mat = await insertProduct(t, { categoryId, name: 'Mat', priceKobo: 450_000n, markUpKobo: 50_000n, downPaymentKobo: 100_000n, stock: 1 });
  await fillCart(t, shopper, [[lamp.id, 2], [mat.id, 1]]);
  return { shopper, lamp, mat };
}

/** nothing moved: the wallet, the stock, the cart and the orders are as they were */
async function expectUnchanged(shopper: Member, wallet: bigint, stock: Array<[Product, number]>, cartLines: number) {
  expect(await walletKobo(t, shopper)).toBe(wallet);
  for (const [product, left] of stock) expect((await productNow(t, product.id)).stock).toBe(left);
  expect(await cartOf(shopper)).toHaveLength(cartLines);
  expect(await ordersOf(shopper)).toHaveLength(0);
}

describe('checkOut + make_down_payment from the wallet', () => {
  it('places one order, takes its down payment from the wallet into the held account, takes the stock and empties the cart', async () => {
    const { shopper, lamp, mat } = await shopperWithCart(5_000_000n);
    const heldBefore = await heldDownPayments(t);
    const placed = await checkOut(t, shopper, checkOutBody({ total: '29,000', remaining_amount: '20800' }));
    expect(placed.statusCode).toBe(200);
    const reply = placed.json();
    const [order] = await ordersOf(shopper);
    expect(reply).toMatchObject({ success: true, reference: order.downPaymentReference, card_id: null });
    expect(reply.message).toBe(`Your order ${order.orderNo} has been placed. Down payment of ₦8,200.00 paid; ₦20,800.00 is repaid after delivery.`);
    expect(reply.order).toMatchObject({ id: order.id, order_no: order.orderNo, total: '29000.00', down_payment: '8200.00', remaining_balance: '20800.00', amount_paid: '8200.00', order_status: 1, items: 2, delivered_at: null, decline_reason: null });
    expect(order.orderNo).toBe(`ORD-${String(order.id).padStart(6, '0')}`);

    expect(await walletKobo(t, shopper)).toBe(5_000_000n - 820_000n);
    expect((await heldDownPayments(t)) - heldBefore).toBe(820_000n);
    expect(await postingsOf(t, order.downPaymentReference)).toEqual({ 'member:wallet': -820_000n, [SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld]: 820_000n });
    expect((await productNow(t, lamp.id)).stock).toBe(3);
    expect((await productNow(t, mat.id)).stock).toBe(0);
    expect(await cartOf(shopper)).toHaveLength(0);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.productId);
    expect(lines.map((l) => [l.productId, l.quantity, l.unitPriceKobo, l.unitDownPaymentKobo])).toEqual([
      [lamp.id, 2, 1_200_000n, 360_000n],
      [mat.id, 1, 500_000n, 100_000n],
    ]);
    expect(await t.database.db.select({ kind: orderPayments.kind, amount: orderPayments.amountKobo }).from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([{ kind: 'down_payment', amount: 820_000n }]);
    expect((await notificationsOf(t, shopper)).map((n) => n.title)).toContain('Order placed');

    // the original's second call of the same checkout: the order just placed, nothing taken
    const second = await makeDownPayment(t, shopper, downPaymentBody({ total_down_payment: '8200' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().order.id).toBe(order.id);
    expect(second.json().reference).toBe(order.downPaymentReference);
    expect(await walletKobo(t, shopper)).toBe(5_000_000n - 820_000n);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('works the other way round: make_down_payment places the order, checkOut answers with it', async () => {
    const { shopper } = await shopperWithCart(2_000_000n);
    const first = await makeDownPayment(t, shopper, downPaymentBody({ total_down_payment: '8,200.00' }));
    expect(first.statusCode).toBe(200);
    const second = await checkOut(t, shopper);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await walletKobo(t, shopper)).toBe(2_000_000n - 820_000n);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('replays an Idempotency-Key: the same order, no second down payment', async () => {
    const { shopper } = await shopperWithCart(2_000_000n);
    const key = newKey();
    const first = await checkOut(t, shopper, checkOutBody(), key);
    const again = await checkOut(t, shopper, checkOutBody(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order).toEqual(first.json().order);
    expect(again.json().reference).toBe(first.json().reference);
    expect(await walletKobo(t, shopper)).toBe(2_000_000n - 820_000n);
    expect(await ordersOf(shopper)).toHaveLength(1);
    // a late retry of the same request still hears its answer
    t.clock.advance(30 * 60_000);
    const late = await checkOut(t, shopper, checkOutBody(), key);
    expect(late.statusCode).toBe(200);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json().order.id).toBe(first.json().order.id);
    // the key names that request only
    const other = await checkOut(t, shopper, checkOutBody({ total: '1' }), key);
    expect(other.statusCode).toBe(422);
  });

  it('needs an Idempotency-Key', async () => {
    const { shopper, lamp } = await shopperWithCart(2_000_000n);
    const res = await call(t, shopper, 'POST', '/api/checkOut', checkOutBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Idempotency-Key header is required for this request');
    await expectUnchanged(shopper, 2_000_000n, [[lamp, 5]], 2);
  });
});

describe('checkout refusals (nothing changes)', () => {
  it('a wallet short of the down payment: a clear 422 with the available balance', async () => {
    const { shopper, lamp, mat } = await shopperWithCart(800_000n);
    const res = await checkOut(t, shopper);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance: your available balance is ₦8,000.00');
    await expectUnchanged(shopper, 800_000n, [[lamp, 5], [mat, 1]], 2);
  });

  it('an empty cart, with no order just placed: 422 Your cart is empty', async () => {
    const shopper = await nonMember(t);
    await creditWallet(t, shopper, 1_000_000n);
    for (const res of [await checkOut(t, shopper), await makeDownPayment(t, shopper)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Your cart is empty');
    }
    await expectUnchanged(shopper, 1_000_000n, [], 0);
  });

  it('a client total or down payment that differs from the cart’s: 409 naming the cart’s own', async () => {
    const { shopper, lamp } = await shopperWithCart(5_000_000n);
    const total = await checkOut(t, shopper, checkOutBody({ total: '28000' }));
    expect(total.statusCode).toBe(409);
    expect(total.json().message).toBe('Your cart has changed: its total is now ₦29,000.00. Please check it and checkout again');
    const down = await makeDownPayment(t, shopper, downPaymentBody({ total_down_payment: 8200.01 }));
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe('Your cart has changed: its down payment is now ₦8,200.00. Please check it and checkout again');
    await expectUnchanged(shopper, 5_000_000n, [[lamp, 5]], 2);
  });

  it('stock that went meanwhile: fewer left (422), none left or withdrawn (409)', async () => {
    const { shopper, lamp, mat } = await shopperWithCart(5_000_000n);
    await t.database.db.update(productsTable).set({ stock: 1 }).where(eq(productsTable.id, lamp.id));
    const fewer = await checkOut(t, shopper);
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json()).toMatchObject({ message: 'Only 1 Lamp is left in stock', available: 1 });
    await t.database.db.update(productsTable).set({ stock: 0 }).where(eq(productsTable.id, lamp.id));
    const none = await checkOut(t, shopper);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This product is out of stock: Lamp');
    await t.database.db.update(productsTable).set({ stock: 5, published: false }).where(eq(productsTable.id, lamp.id));
    const withdrawn = await checkOut(t, shopper);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe('Lamp is no longer available: please remove it from your cart');
    await expectUnchanged(shopper, 5_000_000n, [[lamp, 5], [mat, 1]], 2);
  });

  it('a payment method other than co-operative terms', async () => {
    const { shopper, lamp } = await shopperWithCart(5_000_000n);
    const res = await checkOut(t, shopper, checkOutBody({ payment_method: 'Pay on delivery' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Products are bought on co-operative terms: a down payment now and the rest in repayments after delivery');
    await expectUnchanged(shopper, 5_000_000n, [[lamp, 5]], 2);
  });
});

describe('the down payment by card', () => {
  it('a paid checkout charge of the cart’s down payment places the order; the wallet is not touched', async () => {
    const { shopper, lamp } = await shopperWithCart(0n);
    const charge = await startCharge(t, shopper, { purpose: 'order_down_payment' });
    expect(charge.amount).toBe('8200.00');
    await payWithCard(t, charge.reference, SUCCESS_CARD);
    const res = await makeDownPayment(t, shopper, downPaymentBody({ form_payment: 'Paystack', paystack_id: charge.reference, total_down_payment: '8200' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference: charge.reference, order: { down_payment: '8200.00', order_status: 1 } });
    expect(await walletKobo(t, shopper)).toBe(0n);
    expect((await productNow(t, lamp.id)).stock).toBe(3);
    const [order] = await ordersOf(shopper);
    expect(order.downPaymentReference).toBe(charge.reference);
    expect(await t.database.db.select({ method: orderPayments.paymentMethod }).from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([{ method: expect.stringMatching(/card/i) }]);
  });
});
