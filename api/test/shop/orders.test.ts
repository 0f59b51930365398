// My orders (facts §2.8, §3.9): the list with what is paid and what remains, an order's lines, its payments (the
// down payment first placed, newest first); another member's order is a 404 like one that does not exist.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, creditWallet, ledgerCheck, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { decide, insertProduct, newCategory, newProduct, orderNow, picture, placeOrder, repaymentBody } from './fixtures';

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

describe('fetchUserProducts', () => {
  it('lists my orders newest first with total, down payment, paid and remaining, and no one else’s', async () => {
    const shopper = await nonMember(t);
    const other = await nonMember(t);
    await creditWallet(t, shopper, 5_000_000n);
    await creditWallet(t, other, 5_000_000n);
    const product = await insertProduct(t, { categoryId, stock: 20 });
    const older = await placeOrder(t, shopper, [[product.id, 1]]);
    const newer = await placeOrder(t, shopper, [[product.id, 2]]);
    await placeOrder(t, other, [[product.id, 1]]);

    const res = await call(t, shopper, 'GET', '/api/fetchUserProducts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([newer, older]);
    expect(res.json()[0]).toMatchObject({ total: '24000.00', down_payment: '7200.00', amount_paid: '7200.00', remaining_balance: '16800.00', order_status: 1, items: 1 });
    expect((await call(t, await nonMember(t), 'GET', '/api/fetchUserProducts')).json()).toEqual([]);
  });
});

describe('fetchOrderDetails and orderRepaymentsDetails', () => {
  it('show an order’s lines as ordered and its payments newest first', async () => {
    const shopper = await nonMember(t);
    await creditWallet(t, shopper, 5_000_000n);
    const lamp = await newProduct(t, boss, categoryId, { product_name: 'Reading lamp', short_description: 'Warm light' }, [await picture()]);
    const mat = await insertProduct(t, { categoryId, name: 'Prayer mat', shortDescription: 'Soft', priceKobo: 300_000n, markUpKobo: 0n, downPaymentKobo: 300_000n });
    const order = await placeOrder(t, shopper, [[lamp.id, 1], [mat.id, 2]]);

    const items = await call(t, shopper, 'GET', `/api/fetchOrderDetails/${order.id}`);
    expect(items.statusCode).toBe(200);
    // in the cart's order (by product)
    expect(items.json()).toEqual([
      { image: lamp.images[0], image_srcset: lamp.image_srcset, product_name: 'Reading lamp', quantity: 1, price: '12000.00', short_description: 'Warm light', product_id: lamp.id },
      { image: null, image_srcset: null, product_name: 'Prayer mat', quantity: 2, price: '3000.00', short_description: 'Soft', product_id: mat.id },
    ]);

    await decide(t, boss, order.id, 'approve');
    await decide(t, boss, order.id, 'deliver');
    await call(t, shopper, 'POST', `/api/orderRepayments/${order.id}`, repaymentBody(order.id, '1,000'), { key: true });
    const payments = await call(t, shopper, 'GET', `/api/orderRepaymentsDetails/${order.id}`);
    expect(payments.statusCode).toBe(200);
    expect(payments.json().map((p: { repayment_amount: string; payment_method: string }) => [p.repayment_amount, p.payment_method])).toEqual([
      ['1000.00', 'wallet'],
      ['9600.00', 'Down payment (wallet)'],
    ]);
    expect(payments.json()[1]).toMatchObject({ reference: (await orderNow(t, order.id)).downPaymentReference, trans_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('another member’s order, or none, is 404 Order not found on every order call, and nothing moves', async () => {
    const owner = await nonMember(t);
    const stranger = await nonMember(t);
    await creditWallet(t, owner, 5_000_000n);
    await creditWallet(t, stranger, 5_000_000n);
    const product = await insertProduct(t, { categoryId });
    const order = await placeOrder(t, owner, [[product.id, 1]]);
    await decide(t, boss, order.id, 'approve');
    await decide(t, boss, order.id, 'deliver');
    for (const id of [order.id, 99_999_999]) {
      for (const res of [
        await call(t, stranger, 'GET', `/api/fetchOrderDetails/${id}`),
        await call(t, stranger, 'GET', `/api/orderRepaymentsDetails/${id}`),
        await call(t, stranger, 'POST', `/api/orderRepayments/${id}`, repaymentBody(id, '100'), { key: true }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Order not found');
      }
    }
    expect((await call(t, stranger, 'GET', '/api/show_wallet_balance')).json().balance).toBe('50000.00');
    expect((await call(t, owner, 'GET', '/api/fetchUserProducts')).json()[0].remaining_balance).toBe('8400.00');
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/fetchUserProducts'],
    ['GET', '/api/fetchOrderDetails/1'],
    ['GET', '/api/orderRepaymentsDetails/1'],
    ['POST', '/api/orderRepayments/1'],
    ['POST', '/api/checkOut'],
    ['POST', '/api/make_down_payment'],
  ] as const)('%s %s is 401', async (method, url) => {
    expect((await call(t, null, method, url, method === 'POST' ? {} : undefined, { key: true })).statusCode).toBe(401);
  });
});
