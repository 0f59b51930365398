// A stale product edit cannot resell sold units (issue 26): the edit form sends the stock it showed (`stock_was`), and
// an edit whose stock changed meanwhile is refused with the live stock, changing nothing.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, creditWallet, type Member } from '../wallet/support/money';
import { nonMember } from '../savings/support/savings';
import { newCategory, newProduct, placeOrder, postForm, productFields, productForm, productNow } from './fixtures';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
});
afterAll(() => t.close());

const staleMessage = (stock: number) => `The stock changed while you were editing: it is now ${stock}. Reload and try again`;

describe('editing a product while it sells', () => {
  it('refuses the form opened before 8 sales, keeps the stock, and takes the reloaded one', async () => {
    const category = await newCategory(t, boss);
    const product = await newProduct(t, boss, category.id, { quantity: '10' });
    const save = (fields: Record<string, string>) => postForm(t, boss, `/api/admin/shop/products/${product.id}`, productForm(productFields(category.id, { product_name: product.product_name, ...fields })));
    // the admin opens the form: it reads the live stock, 10
    const opened = await call(t, boss, 'GET', `/api/admin/shop/products/${product.id}`);
    expect(opened.json()).toMatchObject({ id: product.id, quantity: 10 });
    const shown = String(opened.json().quantity);

    const shopper = await nonMember(t);
    await creditWallet(t, shopper, 10_000_000n);
    await placeOrder(t, shopper, [[product.id, 8]]);
    expect((await productNow(t, product.id)).stock).toBe(2);

    const stale = await save({ quantity: shown, stock_was: shown, description: 'New words' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(staleMessage(2));
    expect(await productNow(t, product.id)).toMatchObject({ stock: 2, description: 'A lantern that charges in the sun' });

    const reloaded = await save({ quantity: '12', stock_was: '2', description: 'New words' });
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json().product).toMatchObject({ quantity: 12, description: 'New words' });
    expect((await call(t, boss, 'GET', `/api/admin/shop/products/${product.id}`)).json().quantity).toBe(12);
    expect((await call(t, boss, 'GET', '/api/admin/shop/products/99999999')).statusCode).toBe(404);
  });

  it('takes an edit without stock_was only when it leaves the stock as it is', async () => {
    const category = await newCategory(t, boss);
    const product = await newProduct(t, boss, category.id, { quantity: '5' });
    const save = (fields: Record<string, string>) => postForm(t, boss, `/api/admin/shop/products/${product.id}`, productForm(productFields(category.id, fields)));
    const renamed = await save({ product_name: 'Lantern', quantity: '5' });
    expect(renamed.statusCode).toBe(200);
    const restocked = await save({ product_name: 'Lantern', quantity: '9' });
    expect(restocked.statusCode).toBe(409);
    expect(restocked.json().message).toBe('Send the stock the form showed (stock_was) to change it: it is now 5. Reload and try again');
    expect((await productNow(t, product.id)).stock).toBe(5);
  });

  it('refuses a stock_was that is not a whole number', async () => {
    const category = await newCategory(t, boss);
    const product = await newProduct(t, boss, category.id);
    const res = await postForm(t, boss, `/api/admin/shop/products/${product.id}`, productForm(productFields(category.id, { stock_was: 'ten' })));
    expect(res.statusCode).toBe(422);
  });
});
