// The admin's order decisions and the member's repayments (facts §4.4): approve 1 → 3; decline 1|3 → 4 with the down
// payment back in the wallet and the stock back on sale; deliver 3 → 5 (the down payment becomes a sale, the rest is
// owed); repayments only once delivered and never above what remains; repaid to zero → 2; close 2 → 6. Every other
// move is refused and changes nothing; a member cannot reach any of it.
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, orders } from '../../src/db/schema';
import { SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, creditWallet, ledgerCheck, newKey, notificationsOf, postingsOf, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { decide, heldDownPayments, insertProduct, newCategory, orderNow, placeOrder, productNow, productSales, receivableKobo, repaymentBody, walletKobo, type Decision } from './fixtures';

let t: TestApp;
let boss: Member;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  categoryId = (await newCategory(t, boss)).id;
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const WALLET = 5_000_000n;
const DOWN = 720_000n;
const REMAINING = 1_680_000n;

/** a member's pending order of two ₦12,000 units (₦7,200 down, ₦16,800 to repay) from a ₦50,000 wallet */
async function pendingOrder() {
  const shopper = await nonMember(t);
  await creditWallet(t, shopper, WALLET);
  const product = await insertProduct(t, { categoryId, name: 'Sewing machine', stock: 5 });
  const order = await placeOrder(t, shopper, [[product.id, 2]]);
  return { shopper, product, order };
}

async function deliveredOrder() {
  const placed = await pendingOrder();
  for (const step of ['approve', 'deliver'] as const) expect((await decide(t, boss, placed.order.id, step)).statusCode).toBe(200);
  return placed;
}

const repay = (user: Member, orderId: number, amount: string, key: string | true = true) => call(t, user, 'POST', `/api/orderRepayments/${orderId}`, repaymentBody(orderId, amount), { key });
const memberRow = async (user: Member, orderId: number) => (await call(t, user, 'GET', '/api/fetchUserProducts')).json().find((o: { id: number }) => o.id === orderId);

describe('approve', () => {
  it('moves a pending order to approved, tells the member, and moves no money', async () => {
    const { shopper, order } = await pendingOrder();
    const held = await heldDownPayments(t);
    const res = await decide(t, boss, order.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Order approved', order: { id: order.id, order_status: 3, member: { id: shopper.id } } });
    expect((await orderNow(t, order.id)).decidedBy).toBe(boss.id);
    expect(await heldDownPayments(t)).toBe(held);
    expect(await walletKobo(t, shopper)).toBe(WALLET - DOWN);
    expect((await notificationsOf(t, shopper)).map((n) => n.title)).toContain('Order approved');
  });
});

describe('decline', () => {
  it.each([
    ['pending', [] as Decision[]],
    ['approved', ['approve'] as Decision[]],
  ])('from %s: the down payment back to the wallet, the stock back on sale, the reason kept', async (_label, before) => {
    const { shopper, product, order } = await pendingOrder();
    for (const step of before) await decide(t, boss, order.id, step);
    const held = await heldDownPayments(t);
    const res = await decide(t, boss, order.id, 'decline', { reason: 'Supplier has none' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Order declined: the down payment is back in the member’s wallet', order: { order_status: 4, decline_reason: 'Supplier has none', amount_paid: '0.00', remaining_balance: '0.00' } });
    expect(await walletKobo(t, shopper)).toBe(WALLET);
    expect(held - (await heldDownPayments(t))).toBe(DOWN);
    expect(await postingsOf(t, `order:${order.id}:refund`)).toEqual({ 'member:wallet': DOWN, [SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld]: -DOWN });
    expect((await productNow(t, product.id)).stock).toBe(5);
    expect((await notificationsOf(t, shopper)).map((n) => n.message)).toContain(`Your order ${order.order_no} was declined: Supplier has none. Your down payment of ₦7,200.00 is back in your wallet.`);

    // declining again refunds nothing more
    const again = await decide(t, boss, order.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is declined: it cannot be declined');
    expect(await walletKobo(t, shopper)).toBe(WALLET);
    expect((await productNow(t, product.id)).stock).toBe(5);
  });

  it('needs a reason, and replays its Idempotency-Key without refunding twice', async () => {
    const { shopper, order } = await pendingOrder();
    const noReason = await decide(t, boss, order.id, 'decline', { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('The reason is required');
    expect((await orderNow(t, order.id)).status).toBe(ORDER_STATUS.pending);
    const key = newKey();
    const body = { reason: 'Duplicate order' };
    const first = await call(t, boss, 'POST', `/api/admin/shop/orders/${order.id}/decline`, body, { key });
    const replay = await call(t, boss, 'POST', `/api/admin/shop/orders/${order.id}/decline`, body, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await walletKobo(t, shopper)).toBe(WALLET);
    const noKey = await call(t, boss, 'POST', `/api/admin/shop/orders/${order.id}/approve`);
    expect(noKey.statusCode).toBe(400);
  });
});

describe('deliver', () => {
  it('moves an approved order to delivered: the down payment becomes a sale and what remains is owed', async () => {
    const { shopper, order } = await pendingOrder();
    await decide(t, boss, order.id, 'approve');
    const [held, sales] = [await heldDownPayments(t), await productSales(t)];
    const res = await decide(t, boss, order.id, 'deliver');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ order_status: 5, remaining_balance: '16800.00', amount_paid: '7200.00', delivered_at: expect.any(String) });
    expect(held - (await heldDownPayments(t))).toBe(DOWN);
    expect((await productSales(t)) - sales).toBe(DOWN);
    expect(await receivableKobo(t, shopper, order.id)).toBe(REMAINING);
    expect(await postingsOf(t, `order:${order.id}:owed`)).toEqual({ [`member:order_receivable:${order.id}`]: REMAINING, [SOCIETY_ACCOUNT_KIND.ordersReceivableContra]: -REMAINING });
    expect(await memberRow(shopper, order.id)).toMatchObject({ order_status: 5, remaining_balance: '16800.00' });
  });

  it('an order whose down payment is its whole price is paid on delivery', async () => {
    const shopper = await nonMember(t);
    await creditWallet(t, shopper, WALLET);
    const product = await insertProduct(t, { categoryId, priceKobo: 500_000n, markUpKobo: 0n, downPaymentKobo: 500_000n });
    const order = await placeOrder(t, shopper, [[product.id, 1]]);
    await decide(t, boss, order.id, 'approve');
    expect((await decide(t, boss, order.id, 'deliver')).json().order).toMatchObject({ order_status: 2, remaining_balance: '0.00', amount_paid: '5000.00' });
    expect(await receivableKobo(t, shopper, order.id)).toBe(0n);
  });
});

describe('repayments (orderRepayments/{id})', () => {
  it('are refused before delivery, with nothing taken', async () => {
    const { shopper, order } = await pendingOrder();
    for (const step of [null, 'approve'] as const) {
      if (step) await decide(t, boss, order.id, step);
      const res = await repay(shopper, order.id, '1000');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Repayments open once your order has been delivered');
    }
    expect(await walletKobo(t, shopper)).toBe(WALLET - DOWN);
  });

  it('take from the wallet towards the order; more than remains is refused with the original’s words; to zero the order is paid, then closed', async () => {
    const { shopper, order } = await deliveredOrder();
    const sales = await productSales(t);
    const part = await repay(shopper, order.id, '6,800');
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ success: true, amount: '6800.00', remaining_balance: '10000.00', completed: false, message: '₦6,800.00 has been paid towards your order. ₦10,000.00 remains.' });
    expect(await walletKobo(t, shopper)).toBe(WALLET - DOWN - 680_000n);
    expect(await receivableKobo(t, shopper, order.id)).toBe(1_000_000n);
    expect((await productSales(t)) - sales).toBe(680_000n);
    expect(await postingsOf(t, part.json().reference)).toEqual({ 'member:wallet': -680_000n, [SOCIETY_ACCOUNT_KIND.productSales]: 680_000n });

    const over = await repay(shopper, order.id, '10000.01');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: 'Repaid Amount is more than your remaining balance', remaining_balance: '10000.00' });
    expect(await walletKobo(t, shopper)).toBe(WALLET - DOWN - 680_000n);
    expect(await memberRow(shopper, order.id)).toMatchObject({ order_status: 5, remaining_balance: '10000.00', amount_paid: '14000.00' });

    const early = await decide(t, boss, order.id, 'close');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This order is delivered: it cannot be closed');

    const rest = await repay(shopper, order.id, '10000');
    expect(rest.json()).toMatchObject({ amount: '10000.00', remaining_balance: '0.00', completed: true, message: '₦10,000.00 has been paid towards your order. Your order is fully paid.' });
    expect((await orderNow(t, order.id)).status).toBe(ORDER_STATUS.paid);
    expect(await receivableKobo(t, shopper, order.id)).toBe(0n);
    expect(await memberRow(shopper, order.id)).toMatchObject({ order_status: 2, remaining_balance: '0.00', amount_paid: '24000.00' });
    expect((await notificationsOf(t, shopper)).map((n) => n.title)).toContain('Order paid');
    const after = await repay(shopper, order.id, '1');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('This order has been fully paid');

    const closed = await decide(t, boss, order.id, 'close');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().order.order_status).toBe(6);
    expect(await walletKobo(t, shopper)).toBe(WALLET - 2_400_000n);
  });

  it('a retry with the same Idempotency-Key pays once', async () => {
    const { shopper, order } = await deliveredOrder();
    const key = newKey();
    const first = await repay(shopper, order.id, '1000', key);
    const again = await repay(shopper, order.id, '1000', key);
    expect(again.json()).toEqual(first.json());
    expect(await receivableKobo(t, shopper, order.id)).toBe(REMAINING - 100_000n);
  });
});

describe('invalid transitions', () => {
  it.each<[string, Decision[], Decision, string]>([
    ['deliver a pending order', [], 'deliver', 'This order is pending: it cannot be marked delivered'],
    ['close a pending order', [], 'close', 'This order is pending: it cannot be closed'],
    ['approve an approved order', ['approve'], 'approve', 'This order is approved: it cannot be approved'],
    ['close an approved order', ['approve'], 'close', 'This order is approved: it cannot be closed'],
    ['approve a delivered order', ['approve', 'deliver'], 'approve', 'This order is delivered: it cannot be approved'],
    ['decline a delivered order', ['approve', 'deliver'], 'decline', 'This order is delivered: it cannot be declined'],
    ['deliver a delivered order', ['approve', 'deliver'], 'deliver', 'This order is delivered: it cannot be marked delivered'],
    ['approve a declined order', ['decline'], 'approve', 'This order is declined: it cannot be approved'],
    ['deliver a declined order', ['decline'], 'deliver', 'This order is declined: it cannot be marked delivered'],
  ])('refused: %s (409), nothing changes', async (_label, before, action, message) => {
    const { shopper, product, order } = await pendingOrder();
    for (const step of before) expect((await decide(t, boss, order.id, step)).statusCode).toBe(200);
    const [status, wallet, held, sales, stock, owed] = [(await orderNow(t, order.id)).status, await walletKobo(t, shopper), await heldDownPayments(t), await productSales(t), (await productNow(t, product.id)).stock, await receivableKobo(t, shopper, order.id)];
    const res = await decide(t, boss, order.id, action);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect([(await orderNow(t, order.id)).status, await walletKobo(t, shopper), await heldDownPayments(t), await productSales(t), (await productNow(t, product.id)).stock, await receivableKobo(t, shopper, order.id)]).toEqual([status, wallet, held, sales, stock, owed]);
  });

  it('an unknown order is 404', async () => {
    expect((await decide(t, boss, 99_999_999, 'approve')).statusCode).toBe(404);
  });
});

describe('the admin’s order views', () => {
  it('list orders needing action by default and show one order with its lines, payments and member', async () => {
    const { shopper, order } = await pendingOrder();
    const list = (await call(t, boss, 'GET', '/api/admin/shop/orders')).json();
    expect(list.data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(list.data.every((o: { order_status: number }) => o.order_status === 1 || o.order_status === 3)).toBe(true);
    await decide(t, boss, order.id, 'decline');
    expect((await call(t, boss, 'GET', '/api/admin/shop/orders')).json().data.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await call(t, boss, 'GET', '/api/admin/shop/orders?status=4')).json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    const details = (await call(t, boss, 'GET', `/api/admin/shop/orders/${order.id}`)).json();
    expect(details.order).toMatchObject({ id: order.id, order_status: 4, member: { id: shopper.id, email: shopper.email } });
    expect(details.items).toHaveLength(1);
    expect(details.repayments).toHaveLength(1);
  });
});

describe('the admin’s routes', () => {
  it.each([
    ['GET', '/api/admin/shop/orders'],
    ['GET', '/api/admin/shop/orders/1'],
    ['POST', '/api/admin/shop/orders/1/approve'],
    ['POST', '/api/admin/shop/orders/1/decline'],
    ['POST', '/api/admin/shop/orders/1/deliver'],
    ['POST', '/api/admin/shop/orders/1/close'],
    ['GET', '/api/admin/shop/products'],
    ['POST', '/api/admin/shop/products'],
    ['GET', '/api/admin/shop/categories'],
    ['POST', '/api/admin/shop/categories'],
    ['GET', '/api/admin/shop/requests'],
    ['POST', '/api/admin/shop/requests/1/price'],
    ['POST', '/api/admin/shop/requests/1/publish'],
    ['POST', '/api/admin/shop/requests/1/decline'],
  ] as const)('%s %s refuses a member (403) and no session (401)', async (method, url) => {
    const shopper = await nonMember(t);
    const body = method === 'POST' ? { reason: 'x', category_name: 'x', price: '1' } : undefined;
    const asMember = await call(t, shopper, method, url, body, { key: true });
    expect(asMember.statusCode).toBe(403);
    expect((await call(t, null, method, url, body, { key: true })).statusCode).toBe(401);
  });

  it('a member’s attempt changes nothing', async () => {
    const { shopper, order } = await pendingOrder();
    expect((await decide(t, shopper, order.id, 'approve')).statusCode).toBe(403);
    expect((await decide(t, shopper, order.id, 'decline')).statusCode).toBe(403);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(ORDER_STATUS.pending);
    expect(await walletKobo(t, shopper)).toBe(WALLET - DOWN);
  });
});
