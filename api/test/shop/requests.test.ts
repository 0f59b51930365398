// Product requests (facts §2.8): a member asks for a product the catalogue lacks (multipart, a name of at most 50
// characters, a picture checked by its content), changes the quantity, sees the admin's price and the total; the
// admin prices, declines or publishes it to the catalogue. Another member's request is a 404.
import { eq } from 'drizzle-orm';
import { productRequests, products } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { multipart, type Part } from '../profile/fixtures';
import { admin, call, notificationsOf, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { newCategory, picture, postForm } from './fixtures';

let t: TestApp;
let boss: Member;
let png: Buffer;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  png = await picture('#3355aa');
  categoryId = (await newCategory(t, boss)).id;
});
afterAll(() => t.close());

function ask(user: Member, fields: Record<string, string> = {}, image: Buffer | null = png) {
  const parts: Part[] = Object.entries({ product_name: 'Chest freezer', short_description: '200 litres, white', quantity: '2', ...fields }).map(([name, data]) => ({ name, data }));
  if (image) parts.push({ name: 'image', data: image, filename: 'freezer.png', contentType: 'image/png' });
  return postForm(t, user, '/api/userUploadRequestedProducts', multipart(parts));
}

async function asked(user: Member, fields: Record<string, string> = {}) {
  const res = await ask(user, fields);
  if (res.statusCode !== 200) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return res.json().request as { id: number; image: string };
}

const mine = async (user: Member) => (await call(t, user, 'GET', '/api/userRequest')).json();
const total = async (user: Member) => (await call(t, user, 'GET', '/api/totalRequestPrice')).json();
const priceIt = (id: number, price: string, note?: string) => call(t, boss, 'POST', `/api/admin/shop/requests/${id}/price`, { price, note });

describe('userUploadRequestedProducts and userRequest', () => {
  it('stores the request with its picture, waiting for a price; my list shows mine only, newest first', async () => {
    const asker = await nonMember(t);
    const res = await ask(asker, { product_name: '  Chest freezer  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your request has been sent. The society will price it and let you know.');
    const request = res.json().request;
    expect(request).toMatchObject({ product_name: 'Chest freezer', short_description: '200 litres, white', quantity: 2, price: null, total: null, status: 'pending', product_id: null, admin_note: null });
    expect(request.image).toMatch(new RegExp(`^/api/product_request_image/${request.id}/[A-Za-z0-9_-]{22}\\.webp$`));
    const second = await asked(asker, { product_name: 'Water dispenser', quantity: '1' });
    await asked(await nonMember(t), { product_name: 'Not mine' });
    expect((await mine(asker)).map((r: { id: number }) => r.id)).toEqual([second.id, request.id]);
    expect(await total(asker)).toEqual({ total: '0.00', priced: 0, waiting: 2 });
  });

  it('takes a name of exactly 50 characters and refuses 51, storing nothing', async () => {
    const asker = await nonMember(t);
    expect((await ask(asker, { product_name: 'x'.repeat(50) })).statusCode).toBe(200);
    const long = await ask(asker, { product_name: 'y'.repeat(51) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ message: 'The product name can be at most 50 characters', errors: [{ field: 'product_name', message: 'The product name can be at most 50 characters' }] });
    expect(await mine(asker)).toHaveLength(1);
  });
});

describe('updateRequestQuantity', () => {
  it('changes my request’s quantity until it is published or declined; another member’s request is 404', async () => {
    const asker = await nonMember(t);
    const stranger = await nonMember(t);
    const request = await asked(asker);
    const changed = await call(t, asker, 'POST', `/api/updateRequestQuantity/${request.id}`, { quantity: '5' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Quantity changed to 5', request: { id: request.id, quantity: 5 } });

    const theirs = await call(t, stranger, 'POST', `/api/updateRequestQuantity/${request.id}`, { quantity: 1 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Product request not found');
    expect((await mine(asker))[0].quantity).toBe(5);
    expect(await mine(stranger)).toEqual([]);

    await call(t, boss, 'POST', `/api/admin/shop/requests/${request.id}/decline`, { reason: 'Not stocked' });
    const late = await call(t, asker, 'POST', `/api/updateRequestQuantity/${request.id}`, { quantity: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request has been declined: its quantity can no longer change');
  });
});

describe('the admin’s price', () => {
  it('is shown to the member with price × quantity, and summed in totalRequestPrice', async () => {
    const asker = await nonMember(t);
    const a = await asked(asker, { quantity: '2' });
    const b = await asked(asker, { product_name: 'Microwave', quantity: '3' });
    await asked(asker, { product_name: 'Still waiting' });
    const priced = await priceIt(a.id, '150,000.50', 'Delivery in two weeks');
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ message: 'Price set: the member has been told', request: { id: a.id, status: 'priced', price: '150000.50', total: '300001.00', admin_note: 'Delivery in two weeks', member: { id: asker.id } } });
    await priceIt(b.id, '40000');
    const rows = await mine(asker);
    expect(rows.find((r: { id: number }) => r.id === a.id)).toMatchObject({ price: '150000.50', total: '300001.00', status: 'priced' });
    expect(await total(asker)).toEqual({ total: '420001.00', priced: 2, waiting: 1 });
    // the quantity may still change once priced, and the total follows
    await call(t, asker, 'POST', `/api/updateRequestQuantity/${b.id}`, { quantity: 1 });
    expect(await total(asker)).toEqual({ total: '340001.00', priced: 2, waiting: 1 });
    expect((await notificationsOf(t, asker)).map((n) => n.message)).toContain('Chest freezer: ₦150,000.50 each. Delivery in two weeks');
    const bad = await priceIt(a.id, '0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The price must be greater than zero');
  });
});

describe('publishing a request', () => {
  it('puts it in the catalogue with its picture at the admin’s terms; the member sees the member price', async () => {
    const asker = await nonMember(t);
    const request = await asked(asker, { product_name: 'Published freezer' });
    const res = await call(t, boss, 'POST', `/api/admin/shop/requests/${request.id}/publish`, { category_id: categoryId, price: '180000', mark_up: '20000', down_payment: '60000', quantity: 4 });
    expect(res.statusCode).toBe(200);
    const published = res.json().request;
    expect(published).toMatchObject({ status: 'published', price: '200000.00', total: '400000.00', product_id: expect.any(Number) });

    const [card] = (await call(t, asker, 'GET', `/api/allFinanceProducts?category_id=${categoryId}&search_term=published`)).json().products.data;
    expect(card).toMatchObject({ id: published.product_id, product_name: 'Published freezer', price: '180000.00', mark_up: '20000.00', current_values: '200000.00', down_payment: '60000.00', quantity: 4, short_description: '200 litres, white' });
    const picture = await t.app.inject({ url: card.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await notificationsOf(t, asker)).map((n) => n.link)).toContain(`/details/${published.product_id}`);

    const again = await call(t, boss, 'POST', `/api/admin/shop/requests/${request.id}/publish`, { category_id: categoryId, price: '1', down_payment: '1', quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has been published');
    const decline = await call(t, boss, 'POST', `/api/admin/shop/requests/${request.id}/decline`, { reason: 'Changed my mind' });
    expect(decline.statusCode).toBe(409);
    expect((await t.database.db.select().from(products).where(eq(products.productName, 'Published freezer'))).length).toBe(1);
  });

  it('is refused for an unknown category or a down payment above the member price, publishing nothing', async () => {
    const asker = await nonMember(t);
    const request = await asked(asker);
    const noCategory = await call(t, boss, 'POST', `/api/admin/shop/requests/${request.id}/publish`, { category_id: 99_999_999, price: '100', down_payment: '10', quantity: 1 });
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().message).toBe('Choose one of the categories');
    const tooMuchDown = await call(t, boss, 'POST', `/api/admin/shop/requests/${request.id}/publish`, { category_id: categoryId, price: '100', mark_up: '20', down_payment: '120.01', quantity: 1 });
    expect(tooMuchDown.statusCode).toBe(422);
    expect(tooMuchDown.json().message).toBe('The down payment can be at most the member’s price, ₦120.00');
    const [row] = await t.database.db.select({ status: productRequests.status, productId: productRequests.productId }).from(productRequests).where(eq(productRequests.id, request.id));
    expect(row).toEqual({ status: 'pending', productId: null });
  });
});

describe('declining a request', () => {
  it('keeps the reason for the member and drops it from the total', async () => {
    const asker = await nonMember(t);
    const request = await asked(asker);
    await priceIt(request.id, '1000');
    expect(await total(asker)).toEqual({ total: '2000.00', priced: 1, waiting: 0 });
    const res = await call(t, boss, 'POST', `/api/admin/shop/requests/${request.id}/decline`, { reason: 'We cannot source it' });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'declined', admin_note: 'We cannot source it' });
    expect((await mine(asker))[0]).toMatchObject({ status: 'declined', admin_note: 'We cannot source it' });
    expect(await total(asker)).toEqual({ total: '0.00', priced: 0, waiting: 0 });
    expect((await priceIt(request.id, '500')).statusCode).toBe(409);
    const list = (await call(t, boss, 'GET', '/api/admin/shop/requests?status=declined')).json().data;
    expect(list.map((r: { id: number }) => r.id)).toContain(request.id);
    expect(list.every((r: { status: string }) => r.status === 'declined')).toBe(true);
  });
});
