// The catalogue (facts §2.8): published products a page at a time in the original's paginator, by category and by
// a search that matches the start of words, one product as `[details]`, the categories with their counts, the open
// landing list, and no catalogue without a session except that list.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProductCard } from '../../src/contract';
import { products } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { insertProduct, newCategory, newProduct, picture, postForm, productFields, productForm } from './fixtures';

let t: TestApp;
let boss: Member;
let shopper: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  shopper = await nonMember(t);
});
afterAll(() => t.close());

const names = (cards: ProductCard[]) => cards.map((c) => c.product_name);
/** a word no other product in this file has, for searches */
const word = () => `w${crypto.randomBytes(4).toString('hex')}`;

describe('allFinanceProducts', () => {
  it('pages a category’s published products by name in the original’s paginator, GET or POST', async () => {
    const category = await newCategory(t, boss);
    for (const name of ['echo', 'Alpha', 'delta', 'Charlie', 'bravo']) await insertProduct(t, { categoryId: category.id, name });
    await insertProduct(t, { categoryId: category.id, name: 'Aardvark hidden', published: false });

    const res = await call(t, shopper, 'GET', `/api/allFinanceProducts?category_id=${category.id}&per_page=2&page=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json().products;
    expect(names(page.data)).toEqual(['Charlie', 'delta']);
    expect(page).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
    expect(page.next_page_url).toBe(`/api/allFinanceProducts?category_id=${category.id}&page=3&per_page=2`);
    expect(page.prev_page_url).toBe(`/api/allFinanceProducts?category_id=${category.id}&page=1&per_page=2`);

    const last = (await call(t, shopper, 'POST', `/api/allFinanceProducts?per_page=2&page=3`, { search_term: '', category_id: category.id })).json().products;
    expect(names(last.data)).toEqual(['echo']);
    expect(last).toMatchObject({ current_page: 3, last_page: 3, next_page_url: null });
  });

  it('shows each product as a card: price + mark-up as current_values, its down payment, stock and first picture', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, { price: '10,000.50', mark_up: '1,999.50', down_payment: '3,600', quantity: '7' }, [await picture(), await picture('#ff0000')]);
    const [card] = (await call(t, shopper, 'GET', `/api/allFinanceProducts?category_id=${category.id}`)).json().products.data;
    expect(card).toEqual({
      id: made.id,
      product_name: made.product_name,
      image: made.images[0],
      image_srcset: made.image_srcset,
      price: '10000.50',
      mark_up: '1999.50',
      category_id: category.id,
      current_values: '12000.00',
      short_description: 'Bright and rechargeable',
      down_payment: '3600.00',
      quantity: 7,
    });
    expect(made.images).toHaveLength(2);
  });

  it('POSTed {search_term} matches the start of words of the name or short description, within a category when asked', async () => {
    const [brand, other] = [word(), word()];
    const phones = await newCategory(t, boss);
    const tablets = await newCategory(t, boss);
    await insertProduct(t, { categoryId: phones.id, name: `${brand}y Phone A1` });
    await insertProduct(t, { categoryId: tablets.id, name: 'Tablet 8', shortDescription: `A ${brand}y tablet` });
    await insertProduct(t, { categoryId: phones.id, name: `${other} Phone` });
    await insertProduct(t, { categoryId: phones.id, name: `${brand}y Hidden`, published: false });

    const found = (await call(t, shopper, 'POST', '/api/allFinanceProducts', { search_term: brand.toUpperCase() })).json().products;
    expect(names(found.data)).toEqual(['Tablet 8', `${brand}y Phone A1`]);
    expect(found.total).toBe(2);
    const twoWords = (await call(t, shopper, 'POST', '/api/allFinanceProducts', { search_term: `${brand} pho` })).json().products;
    expect(names(twoWords.data)).toEqual([`${brand}y Phone A1`]);
    const inCategory = (await call(t, shopper, 'POST', '/api/allFinanceProducts', { search_term: brand, category_id: tablets.id })).json().products;
    expect(names(inCategory.data)).toEqual(['Tablet 8']);
    // the middle of a word is not a match
    expect((await call(t, shopper, 'POST', '/api/allFinanceProducts', { search_term: brand.slice(2) })).json().products.total).toBe(0);
    // the search term travels with the page links
    const linked = (await call(t, shopper, 'GET', `/api/allFinanceProducts?search_term=${brand}&per_page=1`)).json().products;
    expect(linked.next_page_url).toBe(`/api/allFinanceProducts?search_term=${brand}&page=2&per_page=1`);
  });

  it('takes the original’s POST as it sent it: ?token= and the Bearer header, which is what counts on a POST', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/allFinanceProducts?token=${shopper.token}`, payload: { search_term: '' }, headers: shopper.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.current_page).toBe(1);
  });
});

describe('searchProducts/{term}', () => {
  it('finds products whose words start with the term’s words, paginated; a blank term is refused', async () => {
    const brand = word();
    const category = await newCategory(t, boss);
    await insertProduct(t, { categoryId: category.id, name: `${brand}ic Blender` });
    await insertProduct(t, { categoryId: category.id, name: `${brand}ic Kettle` });
    const res = await call(t, shopper, 'GET', `/api/searchProducts/${brand}?per_page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toMatchObject({ total: 2, last_page: 2, current_page: 1 });
    expect(names(res.json().products.data)).toEqual([`${brand}ic Blender`]);
    expect(res.json().products.next_page_url).toBe(`/api/searchProducts/${brand}?search_term=${brand}&page=2&per_page=1`);
    expect(names((await call(t, shopper, 'GET', `/api/searchProducts/${encodeURIComponent(`${brand} kett`)}`)).json().products.data)).toEqual([`${brand}ic Kettle`]);
    const blank = await call(t, shopper, 'GET', '/api/searchProducts/%20');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('Type something to search for');
  });
});

describe('singleProduct/{id}', () => {
  it('answers [details] with every picture, the category’s name and the unit total; unpublished or unknown is 404', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, { quantity: '4' }, [await picture(), await picture('#222222')]);
    const res = await call(t, shopper, 'GET', `/api/singleProduct/${made.id}`);
    expect(res.statusCode).toBe(200);
    const details = res.json();
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({
      id: made.id,
      product_name: made.product_name,
      description: 'A lantern that charges in the sun',
      images: made.images,
      image: made.images[0],
      category_name: category.category_name,
      price: '10000.00',
      mark_up: '2000.00',
      total: '12000.00',
      down_payment: '3600.00',
      quantity: 4,
      total_product: 4,
    });
    await t.database.db.update(products).set({ published: false }).where(eq(products.id, made.id));
    const hidden = await call(t, shopper, 'GET', `/api/singleProduct/${made.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Product not found');
    expect((await call(t, shopper, 'GET', '/api/singleProduct/99999999')).statusCode).toBe(404);
    const bad = await call(t, shopper, 'GET', '/api/singleProduct/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The product must be a positive whole number');
  });
});

describe('allFinanceCategories', () => {
  it('lists the categories by name with how many published products each has', async () => {
    const category = await newCategory(t, boss, `Aaa ${word()}`);
    await insertProduct(t, { categoryId: category.id });
    await insertProduct(t, { categoryId: category.id });
    await insertProduct(t, { categoryId: category.id, published: false });
    const empty = await newCategory(t, boss, `Aab ${word()}`);
    const list = (await call(t, shopper, 'GET', '/api/allFinanceCategories')).json();
    expect(list.find((c: { id: number }) => c.id === category.id)).toEqual({ id: category.id, category_name: category.category_name, products: 2 });
    expect(list.find((c: { id: number }) => c.id === empty.id)).toEqual({ id: empty.id, category_name: empty.category_name, products: 0 });
    const order = list.map((c: { category_name: string }) => c.category_name.toLowerCase());
    expect(order).toEqual([...order].sort());
  });
});

describe('allFinanceProducts1 (the landing page)', () => {
  it('needs no session and shows only published products, eight a page by default', async () => {
    const category = await newCategory(t, boss);
    const hidden = await insertProduct(t, { categoryId: category.id, name: 'Never on the landing page', published: false });
    for (let i = 0; i < 9; i += 1) await insertProduct(t, { categoryId: category.id });
    const published = (await t.database.db.select({ id: products.id }).from(products).where(eq(products.published, true))).length;

    const first = await t.app.inject({ method: 'GET', url: '/api/allFinanceProducts1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().products).toMatchObject({ per_page: 8, total: published, current_page: 1 });
    expect(first.json().products.data).toHaveLength(8);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(published / 24); page += 1) {
      seen.push(...(await t.app.inject({ url: `/api/allFinanceProducts1?per_page=24&page=${page}` })).json().products.data.map((c: ProductCard) => c.id));
    }
    expect(seen).toHaveLength(published);
    expect(seen).not.toContain(hidden.id);
    expect((await t.app.inject({ url: '/api/allFinanceProducts1?per_page=25' })).statusCode).toBe(422);
  });
});

describe('the admin’s catalogue', () => {
  it('changing a product keeps its pictures unless new ones come; withdrawing it hides it from members', async () => {
    const category = await newCategory(t, boss);
    const made = await newProduct(t, boss, category.id, { product_name: 'Old name' }, [await picture()]);
    const save = (fields: Record<string, string>, pictures: Buffer[] = []) => postForm(t, boss, `/api/admin/shop/products/${made.id}`, productForm(productFields(category.id, fields), pictures));

    const renamed = await save({ product_name: 'New name', quantity: '3', stock_was: '10' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().product).toMatchObject({ product_name: 'New name', quantity: 3, images: made.images, published: true });
    const repictured = (await save({ product_name: 'New name', quantity: '3' }, [await picture('#111111'), await picture('#222222')])).json().product;
    expect(repictured.images).toHaveLength(2);
    expect(repictured.images).not.toContain(made.images[0]);
    expect((await t.app.inject({ url: made.images[0] })).statusCode).toBe(404);

    expect((await save({ product_name: 'New name', quantity: '3', published: 'false' })).json().product.published).toBe(false);
    expect((await call(t, shopper, 'GET', `/api/allFinanceProducts?category_id=${category.id}`)).json().products.total).toBe(0);
    expect((await call(t, shopper, 'GET', `/api/singleProduct/${made.id}`)).statusCode).toBe(404);
    const admins = (await call(t, boss, 'GET', '/api/admin/shop/products?search=new')).json().data;
    expect(admins.find((p: { id: number }) => p.id === made.id)).toMatchObject({ published: false, category_name: category.category_name });
    expect((await postForm(t, boss, '/api/admin/shop/products/99999999', productForm(productFields(category.id)))).statusCode).toBe(404);
  });
});

describe('the admin product list', () => {
  it('searches by word prefix, newest first, a page at a time with `before`', async () => {
    const category = await newCategory(t, boss);
    const word = `zeb${crypto.randomBytes(3).toString('hex')}`;
    const made: number[] = [];
    for (let i = 0; i < 53; i += 1) made.push((await insertProduct(t, { categoryId: category.id, name: `${word} kettle ${i}`, published: i % 2 === 0 })).id);
    await insertProduct(t, { categoryId: category.id, name: 'Unrelated pot' });
    const first = (await call(t, boss, 'GET', `/api/admin/shop/products?search=${word}`)).json();
    expect(first.data.map((p: { id: number }) => p.id)).toEqual([...made].reverse().slice(0, 50));
    expect(first.next_before).toBe(made[3]);
    const second = (await call(t, boss, 'GET', `/api/admin/shop/products?search=${word}&before=${first.next_before}`)).json();
    expect(second.data.map((p: { id: number }) => p.id)).toEqual([made[2], made[1], made[0]]);
    expect(second.next_before).toBeNull();
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/allFinanceProducts'],
    ['POST', '/api/allFinanceProducts'],
    ['GET', '/api/searchProducts/rice'],
    ['GET', '/api/singleProduct/1'],
    ['GET', '/api/allFinanceCategories'],
    ['GET', '/api/allFinanceProducts?token=not-a-token'],
  ] as const)('%s %s is 401', async (method, url) => {
    const res = await call(t, null, method, url, method === 'POST' ? { search_term: '' } : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });
});
