// The cart (facts §2.8): add (1 by default, never more than the stock), change, remove, the lines, the totals the
// server computes (price + mark-up, down payment per unit, what remains) and the badge count. A line is its
// owner's alone: another member's cart id is a 404 and changes nothing.
import { eq } from 'drizzle-orm';
import { cartItems } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { addToCart, fillCart, insertProduct, newCategory, newProduct, picture } from './fixtures';

let t: TestApp;
let boss: Member;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  categoryId = (await newCategory(t, boss)).id;
});
afterAll(() => t.close());

const linesOf = async (user: Member) => (await call(t, user, 'GET', '/api/allProductsInUserCart')).json().my_carts;
const cartRowsOf = (user: Member) => t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id));

describe('addToCart', () => {
  it('adds one by default, ignores the client’s prices, adds up repeated adds and answers the cart count', async () => {
    const shopper = await nonMember(t);
    const product = await insertProduct(t, { categoryId, name: 'Gas cooker', stock: 5 });
    const first = await addToCart(t, shopper, product.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Gas cooker has been added to your cart', cart_count: 1 });
    expect((await addToCart(t, shopper, product.id, '2')).json().cart_count).toBe(1);
    const [line] = await linesOf(shopper);
    expect(line).toMatchObject({ product_id: product.id, cart_quantity: 3, product_quantity: 5, cart_price: '12000.00', down_payment: '3600.00', line_total: '36000.00' });
  });

  it('never lets a line pass the stock, with the API’s words, and leaves the line as it was', async () => {
    const shopper = await nonMember(t);
    const product = await insertProduct(t, { categoryId, name: 'Deep freezer', stock: 3 });
    await fillCart(t, shopper, [[product.id, 2]]);
    const over = await addToCart(t, shopper, product.id, 2);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ success: false, message: 'Only 3 Deep freezer are left in stock', available: 3 });
    expect((await addToCart(t, shopper, product.id, 1)).statusCode).toBe(200);
    expect((await addToCart(t, shopper, product.id, 1)).json().message).toBe('Only 3 Deep freezer are left in stock');
    expect((await cartRowsOf(shopper)).map((r) => r.quantity)).toEqual([3]);
    const single = await insertProduct(t, { categoryId, name: 'Generator', stock: 1 });
    expect((await addToCart(t, shopper, single.id, 2)).json().message).toBe('Only 1 Generator is left in stock');
  });

  it('refuses a product out of stock (409), unpublished or unknown (404)', async () => {
    const shopper = await nonMember(t);
    const gone = await insertProduct(t, { categoryId, name: 'Sold-out iron', stock: 0 });
    const out = await addToCart(t, shopper, gone.id);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe('This product is out of stock: Sold-out iron');
    const hidden = await insertProduct(t, { categoryId, published: false });
    expect((await addToCart(t, shopper, hidden.id)).json()).toMatchObject({ success: false, message: 'Product not found' });
    expect((await addToCart(t, shopper, 99_999_999)).statusCode).toBe(404);
    expect(await cartRowsOf(shopper)).toHaveLength(0);
  });
});

describe('the cart’s lines, totals and count', () => {
  it('lists each line with its picture and prices; totals are Σ (price + mark-up) × qty, Σ down payment × qty and what remains', async () => {
    const shopper = await nonMember(t);
    const lamp = await newProduct(t, boss, categoryId, { product_name: 'Lamp', price: '10,000', mark_up: '2,000', down_payment: '3,600', quantity: '9' }, [await picture()]);
    const mat = await insertProduct(t, { categoryId, name: 'Mat', priceKobo: 500_050n, markUpKobo: 0n, downPaymentKobo: 150_025n, stock: 9 });
    expect((await call(t, shopper, 'GET', '/api/totalCartPerUser')).json()).toEqual([{ total_cart: '0.00', total_down_payment: '0.00', remaining_amount: '0.00', items: 0 }]);
    await fillCart(t, shopper, [[lamp.id, 2], [mat.id, 3]]);

    const lines = await linesOf(shopper);
    expect(lines).toEqual([
      { cart_id: expect.any(Number), product_id: lamp.id, image: lamp.images[0], image_srcset: lamp.image_srcset, product_name: 'Lamp', cart_quantity: 2, product_quantity: 9, cart_price: '12000.00', down_payment: '3600.00', line_total: '24000.00' },
      { cart_id: expect.any(Number), product_id: mat.id, image: null, image_srcset: null, product_name: 'Mat', cart_quantity: 3, product_quantity: 9, cart_price: '5000.50', down_payment: '1500.25', line_total: '15001.50' },
    ]);
    expect((await call(t, shopper, 'GET', '/api/totalCartPerUser')).json()).toEqual([{ total_cart: '39001.50', total_down_payment: '11700.75', remaining_amount: '27300.75', items: 2 }]);
    const count = await call(t, shopper, 'GET', '/api/userCartCount');
    expect(count.statusCode).toBe(200);
    expect(count.json()).toBe(2);
  });
});

describe('updateUserCart and deleteFromCart', () => {
  it('set a line’s quantity within the stock and remove a line', async () => {
    const shopper = await nonMember(t);
    const a = await insertProduct(t, { categoryId, name: 'Blender', stock: 4 });
    const b = await insertProduct(t, { categoryId, name: 'Toaster', stock: 4 });
    await fillCart(t, shopper, [[a.id, 1], [b.id, 1]]);
    const [lineA, lineB] = await linesOf(shopper);

    const changed = await call(t, shopper, 'POST', `/api/updateUserCart/${lineA.cart_id}`, { quantity: 4 });
    expect(changed.json()).toEqual({ success: true, message: 'Blender: quantity 4', cart_count: 2 });
    const over = await call(t, shopper, 'POST', `/api/updateUserCart/${lineA.cart_id}`, { quantity: 5 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Only 4 Blender are left in stock');
    const zero = await call(t, shopper, 'POST', `/api/updateUserCart/${lineA.cart_id}`, { quantity: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().message).toBe('The quantity must be at least 1');
    expect((await linesOf(shopper))[0].cart_quantity).toBe(4);

    const removed = await call(t, shopper, 'POST', `/api/deleteFromCart/${lineB.cart_id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Toaster has been removed from your cart', cart_count: 1 });
    expect((await call(t, shopper, 'POST', `/api/deleteFromCart/${lineB.cart_id}`)).statusCode).toBe(404);
    expect((await linesOf(shopper)).map((l: { product_name: string }) => l.product_name)).toEqual(['Blender']);
  });

  it('another member’s cart line is 404 Cart item not found, and it stays as it was', async () => {
    const owner = await nonMember(t);
    const stranger = await nonMember(t);
    const product = await insertProduct(t, { categoryId, stock: 5 });
    await fillCart(t, owner, [[product.id, 2]]);
    const [line] = await linesOf(owner);
    for (const res of [
      await call(t, stranger, 'POST', `/api/updateUserCart/${line.cart_id}`, { quantity: 1 }),
      await call(t, stranger, 'POST', `/api/deleteFromCart/${line.cart_id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Cart item not found');
    }
    expect((await cartRowsOf(owner)).map((r) => r.quantity)).toEqual([2]);
    expect(await linesOf(stranger)).toEqual([]);
    expect((await call(t, stranger, 'GET', '/api/userCartCount')).json()).toBe(0);
  });
});

describe('without a session', () => {
  it.each([
    ['POST', '/api/addToCart/1'],
    ['POST', '/api/updateUserCart/1'],
    ['POST', '/api/deleteFromCart/1'],
    ['GET', '/api/allProductsInUserCart'],
    ['GET', '/api/totalCartPerUser'],
    ['GET', '/api/userCartCount'],
  ] as const)('%s %s is 401', async (method, url) => {
    expect((await call(t, null, method, url, method === 'POST' ? { quantity: 1 } : undefined)).statusCode).toBe(401);
  });
});
