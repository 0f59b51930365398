// Every bad field of the shop's calls is a 4xx `{ success: false, message }` a member (or administrator) can act on,
// and nothing is stored or moved by it.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, creditWallet, ledgerCheck, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { multipart } from '../profile/fixtures';
import { checkOutBody, decide, downPaymentBody, fillCart, insertProduct, newCategory, picture, placeOrder, postForm, productFields, productForm, repaymentBody, walletKobo } from './fixtures';

let t: TestApp;
let boss: Member;
let shopper: Member;
let png: Buffer;
let categoryId: number;
let productId: number;
let cartId: number;
let orderId: number;
let requestId: number;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  shopper = await nonMember(t);
  png = await picture();
  categoryId = (await newCategory(t, boss, 'Validation kitchen')).id;
  productId = (await insertProduct(t, { categoryId, stock: 50 })).id;
  await creditWallet(t, shopper, 10_000_000n);
  const order = await placeOrder(t, shopper, [[productId, 1]]);
  orderId = order.id;
  await decide(t, boss, orderId, 'approve');
  await decide(t, boss, orderId, 'deliver');
  await fillCart(t, shopper, [[productId, 1]]);
  cartId = (await call(t, shopper, 'GET', '/api/allProductsInUserCart')).json().my_carts[0].cart_id;
  const request = await postForm(t, shopper, '/api/userUploadRequestedProducts', multipart([{ name: 'product_name', data: 'Kettle' }, { name: 'quantity', data: '1' }, { name: 'image', data: png, filename: 'k.png', contentType: 'image/png' }]));
  requestId = request.json().request.id;
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

function expectReadable(res: { statusCode: number; json(): { success: boolean; message: string } }, status: number, message: string) {
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
  expect(res.json().success).toBe(false);
}

describe('the member’s JSON calls', () => {
  type Case = [string, 'GET' | 'POST', () => string, unknown, number, string];
  const cases: Case[] = [
    ['addToCart: a quantity in words', 'POST', () => `/api/addToCart/${productId}`, { quantity: 'two' }, 422, 'The quantity must be a whole number'],
    ['addToCart: a fraction', 'POST', () => `/api/addToCart/${productId}`, { quantity: 1.5 }, 422, 'The quantity must be a whole number'],
    ['addToCart: zero', 'POST', () => `/api/addToCart/${productId}`, { quantity: 0 }, 422, 'The quantity must be at least 1'],
    ['addToCart: a negative number', 'POST', () => `/api/addToCart/${productId}`, { quantity: -3 }, 422, 'The quantity must be at least 1'],
    ['addToCart: too many', 'POST', () => `/api/addToCart/${productId}`, { quantity: 1001 }, 422, 'The quantity can be at most 1000'],
    ['addToCart: a product id in words', 'POST', () => '/api/addToCart/lamp', {}, 422, 'The product must be a positive whole number'],
    ['updateUserCart: no quantity', 'POST', () => `/api/updateUserCart/${cartId}`, {}, 422, 'The quantity is required'],
    ['updateUserCart: a cart id of 0', 'POST', () => '/api/updateUserCart/0', { quantity: 1 }, 422, 'The cart item must be a positive whole number'],
    ['deleteFromCart: a cart id in words', 'POST', () => '/api/deleteFromCart/first', undefined, 422, 'The cart item must be a positive whole number'],
    ['allFinanceProducts: a search term over 100 characters', 'POST', () => '/api/allFinanceProducts', { search_term: 'a'.repeat(101) }, 422, 'The search term can be at most 100 characters'],
    ['allFinanceProducts: a search term that is not text', 'POST', () => '/api/allFinanceProducts', { search_term: 42 }, 422, 'The search term must be text'],
    ['allFinanceProducts: a category in words', 'GET', () => '/api/allFinanceProducts?category_id=phones', undefined, 422, 'The category must be a positive whole number'],
    ['allFinanceProducts: page 0', 'GET', () => '/api/allFinanceProducts?page=0', undefined, 422, 'The page must be a whole number of 1 or more'],
    ['allFinanceProducts: too many a page', 'GET', () => '/api/allFinanceProducts?per_page=61', undefined, 422, 'per_page must be a whole number from 1 to 60'],
    ['fetchOrderDetails: an order id in words', 'GET', () => '/api/fetchOrderDetails/latest', undefined, 422, 'The order must be a positive whole number'],
    ['updateRequestQuantity: a quantity in words', 'POST', () => `/api/updateRequestQuantity/${requestId}`, { quantity: 'many' }, 422, 'The quantity must be a whole number'],
    ['updateRequestQuantity: a request id in words', 'POST', () => '/api/updateRequestQuantity/mine', { quantity: 1 }, 422, 'The request must be a positive whole number'],
  ];
  it.each(cases)('%s', async (_label, method, url, body, status, message) => {
    expectReadable(await call(t, shopper, method, url(), body), status, message);
    const [line] = (await call(t, shopper, 'GET', '/api/allProductsInUserCart')).json().my_carts;
    expect(line.cart_quantity).toBe(1);
  });
});

describe('the money calls', () => {
  type Case = [string, string, Record<string, unknown>, number, string];
  const cases: Case[] = [
    ['checkOut: a card without its payment', '/api/checkOut', checkOutBody({ payment_method: 'Debit Card' }), 422, 'Pay with a new card (paystack_id) or one of your saved cards (card_id)'],
    ['checkOut: a new and a saved card at once', '/api/checkOut', checkOutBody({ paystack_id: 'PSK-123456789', card_id: 3 }), 422, 'Pay with either a new card (paystack_id) or a saved card (card_id), not both'],
    ['checkOut: a payment method that is not text', '/api/checkOut', checkOutBody({ payment_method: 7 }), 422, 'The payment method must be text'],
    ['checkOut: a total that is not an amount', '/api/checkOut', checkOutBody({ total: 'lots' }), 422, 'The total must be an amount with at most 2 decimal places'],
    ['make_down_payment: a down payment that is not an amount', '/api/make_down_payment', downPaymentBody({ total_down_payment: '1.234' }), 422, 'The down payment must be an amount with at most 2 decimal places'],
    ['make_down_payment: an unknown method', '/api/make_down_payment', downPaymentBody({ form_payment: 'Bitcoin' }), 422, 'The payment method must be Wallet, Paystack or Debit Card'],
    ['orderRepayments: no amount', `/api/orderRepayments/{order}`, repaymentBody(0, '', { repayment_amount: undefined }), 422, 'The repayment amount is required'],
    ['orderRepayments: an amount in words', `/api/orderRepayments/{order}`, repaymentBody(0, 'ten thousand'), 422, 'The repayment amount must be a number with at most 2 decimal places'],
    ['orderRepayments: a fraction of a kobo', `/api/orderRepayments/{order}`, repaymentBody(0, '100.001'), 422, 'The repayment amount must be a number with at most 2 decimal places'],
    ['orderRepayments: zero', `/api/orderRepayments/{order}`, repaymentBody(0, '0'), 422, 'The repayment amount must be greater than zero'],
    ['orderRepayments: no payment method', `/api/orderRepayments/{order}`, repaymentBody(0, '100', { payment_method: undefined }), 422, 'The payment method is required'],
  ];
  it.each(cases)('%s', async (_label, url, body, status, message) => {
    const before = await walletKobo(t, shopper);
    expectReadable(await call(t, shopper, 'POST', url.replace('{order}', String(orderId)), body, { key: true }), status, message);
    expect(await walletKobo(t, shopper)).toBe(before);
  });

  it('a malformed Idempotency-Key', async () => {
    expectReadable(await call(t, shopper, 'POST', '/api/checkOut', checkOutBody(), { key: 'short' }), 400, 'The Idempotency-Key header must be 8 to 128 characters: letters, digits, _ . : or -');
  });
});

describe('the product request form', () => {
  const form = (fields: Record<string, string>) =>
    multipart([...Object.entries({ product_name: 'Kettle', short_description: '', quantity: '1', ...fields }).map(([name, data]) => ({ name, data })), { name: 'image', data: png, filename: 'k.png', contentType: 'image/png' }]);
  it.each([
    [{ product_name: '   ' }, 'The product name is required'],
    [{ quantity: '0' }, 'The quantity must be at least 1'],
    [{ quantity: 'two' }, 'The quantity must be a whole number'],
    [{ quantity: '' }, 'The quantity must be a whole number'],
    [{ short_description: 'd'.repeat(501) }, 'The description can be at most 500 characters'],
  ])('refuses %j', async (fields, message) => {
    const before = (await call(t, shopper, 'GET', '/api/userRequest')).json().length;
    expectReadable(await postForm(t, shopper, '/api/userUploadRequestedProducts', form(fields)), 422, message);
    expect((await call(t, shopper, 'GET', '/api/userRequest')).json()).toHaveLength(before);
  });

  it('refuses JSON instead of a form', async () => {
    expectReadable(await call(t, shopper, 'POST', '/api/userUploadRequestedProducts', { product_name: 'Kettle', quantity: 1 }), 415, 'Send the request as a form upload (multipart/form-data) with the picture in the field image');
  });
});

describe('the admin’s forms', () => {
  it.each([
    [{ product_name: '' }, 'The product name is required'],
    [{ category_id: '99999999' }, 'Choose one of the categories'],
    [{ category_id: 'kitchen' }, 'The category must be a positive whole number'],
    [{ price: 'cheap' }, 'The price must be a number with at most 2 decimal places'],
    [{ price: '0' }, 'The price must be greater than zero'],
    [{ mark_up: '-5' }, 'The mark-up must be an amount with at most 2 decimal places'],
    [{ down_payment: '12000.01' }, 'The down payment can be at most the member’s price, ₦12,000.00'],
    [{ quantity: '-1' }, 'The stock quantity must be a whole number'],
    [{ quantity: '1000001' }, 'The stock quantity can be at most 1000000'],
  ])('a product with %j is refused', async (change, message) => {
    const fields = productFields(categoryId, { product_name: 'Validation product', ...change });
    const res = await postForm(t, boss, '/api/admin/shop/products', productForm(fields, [png]));
    expectReadable(res, 422, message);
    const list = (await call(t, boss, 'GET', '/api/admin/shop/products?search=validation')).json().data;
    expect(list).toHaveLength(0);
  });

  it('a category needs a new name', async () => {
    expectReadable(await call(t, boss, 'POST', '/api/admin/shop/categories', { category_name: ' ' }), 422, 'The category name is required');
    expectReadable(await call(t, boss, 'POST', '/api/admin/shop/categories', { category_name: 'VALIDATION KITCHEN' }), 409, 'A category named VALIDATION KITCHEN already exists');
  });

  it('order lists take a known status; decisions a real order id', async () => {
    expectReadable(await call(t, boss, 'GET', '/api/admin/shop/orders?status=9'), 422, 'The status must be action, all or an order status (1–6)');
    expectReadable(await call(t, boss, 'POST', '/api/admin/shop/orders/abc/approve', undefined, { key: true }), 422, 'The id must be a positive whole number');
    expectReadable(await call(t, boss, 'POST', `/api/admin/shop/requests/${requestId}/price`, { price: '1.999' }), 422, 'The price must be a number with at most 2 decimal places');
    expectReadable(await call(t, boss, 'POST', `/api/admin/shop/requests/${requestId}/decline`, { reason: 'r'.repeat(301) }), 422, 'The reason can be at most 300 characters');
  });
});
