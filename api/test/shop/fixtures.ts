// Fixtures for the shop tests: pictures made with sharp, categories and products through the admin's routes (or
// straight into the table when a test needs an exact state), carts and orders through the member's calls, and the
// ledger balances an order moves.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { AdminProductRow, OrderRow, ProductCategory } from '../../src/contract';
import { orders, products, type Order, type Product } from '../../src/db/schema';
import { accountBalance, findMemberAccount, MEMBER_ACCOUNT_KIND, orderReceivableAccountKind, societyAccount, SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import type { TestApp } from '../helpers/testApp';
import type { TestUser } from '../helpers/users';
import { multipart, type Part } from '../profile/fixtures';
import { call } from '../wallet/support/money';

export const picture = (background = '#0b6e4f') => sharp({ create: { width: 60, height: 40, channels: 3, background } }).png().toBuffer();
export const jpegPicture = () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#c47a2c' } }).jpeg().toBuffer();

export const uniqueName = (base: string) => `${base} ${crypto.randomBytes(3).toString('hex')}`;

export async function newCategory(t: TestApp, boss: TestUser, name = uniqueName('Category')): Promise<ProductCategory> {
  const res = await call(t, boss, 'POST', '/api/admin/shop/categories', { category_name: name });
  if (res.statusCode !== 200) throw new Error(`category: ${res.statusCode} ${res.body}`);
  return res.json().category;
}

/** the admin's multipart product form: its text fields and pictures in `images` */
export function productForm(fields: Record<string, string>, pictures: Buffer[] = []) {
  const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
  for (const [i, data] of pictures.entries()) parts.push({ name: 'images', data, filename: `p${i}.png`, contentType: 'image/png' });
  return multipart(parts);
}

export function postForm(t: TestApp, user: TestUser, url: string, form: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...user.headers, ...form.headers } });
}

export const productFields = (categoryId: number, overrides: Record<string, string> = {}) => ({
  category_id: String(categoryId),
  product_name: uniqueName('Solar Lantern'),
  short_description: 'Bright and rechargeable',
  description: 'A lantern that charges in the sun',
  price: '10,000',
  mark_up: '2,000',
  down_payment: '3,600',
  quantity: '10',
  ...overrides,
});

/** a product through POST admin/shop/products */
export async function newProduct(t: TestApp, boss: TestUser, categoryId: number, overrides: Record<string, string> = {}, pictures: Buffer[] = []): Promise<AdminProductRow> {
  const res = await postForm(t, boss, '/api/admin/shop/products', productForm(productFields(categoryId, overrides), pictures));
  if (res.statusCode !== 200) throw new Error(`product: ${res.statusCode} ${res.body}`);
  return res.json().product;
}

export interface ProductRow {
  categoryId: number;
  name?: string;
  shortDescription?: string;
  priceKobo?: bigint;
  markUpKobo?: bigint;
  downPaymentKobo?: bigint;
  stock?: number;
  published?: boolean;
}

/** a product straight into the table: ₦10,000 + ₦2,000 mark-up, ₦3,600 down, 10 in stock unless told */
export async function insertProduct(t: TestApp, row: ProductRow): Promise<Product> {
  const [product] = await t.database.db
    .insert(products)
    .values({
      categoryId: row.categoryId,
      productName: row.name ?? uniqueName('Rice Bag'),
      shortDescription: row.shortDescription ?? 'Fifty kilogrammes',
      priceKobo: row.priceKobo ?? 1_000_000n,
      markUpKobo: row.markUpKobo ?? 200_000n,
      downPaymentKobo: row.downPaymentKobo ?? 360_000n,
      stock: row.stock ?? 10,
      published: row.published ?? true,
    })
    .returning();
  return product;
}

export async function productNow(t: TestApp, id: number): Promise<Product> {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function orderNow(t: TestApp, id: number): Promise<Order> {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** addToCart as the original client posted it (its price keys are ignored by the server) */
export const addToCart = (t: TestApp, user: TestUser, productId: number, quantity?: number | string) =>
  call(t, user, 'POST', `/api/addToCart/${productId}`, { id: productId, price: '1', payment_method: 'payment_method', down_payment: '1', mark_up: '0', total_product: 1, total: '1', ...(quantity === undefined ? {} : { quantity }) });

export async function fillCart(t: TestApp, user: TestUser, lines: Array<[number, number]>): Promise<void> {
  for (const [productId, quantity] of lines) {
    const res = await addToCart(t, user, productId, quantity);
    if (res.statusCode !== 200) throw new Error(`addToCart: ${res.statusCode} ${res.body}`);
  }
}

/** checkOut's body as the original client sent it (facts §2.8) */
export const checkOutBody = (overrides: Record<string, unknown> = {}) => ({ total: undefined, date_time: '2026-11-23 10:00:00', payment_method: 'co-operative', save_card: false, paystack_id: '', card_id: '', remaining_amount: undefined, ...overrides });
/** make_down_payment's body, posted together with checkOut */
export const downPaymentBody = (overrides: Record<string, unknown> = {}) => ({ total_down_payment: undefined, date_time: '2026-11-23 10:00:00', form_payment: 'Wallet', save_card: false, paystack_id: '', card_id: '', ...overrides });

export const checkOut = (t: TestApp, user: TestUser, body = checkOutBody(), key: string | true = true) => call(t, user, 'POST', '/api/checkOut', body, { key });
export const makeDownPayment = (t: TestApp, user: TestUser, body = downPaymentBody(), key: string | true = true) => call(t, user, 'POST', '/api/make_down_payment', body, { key });

/** fills the cart and checks out from the wallet; the placed order */
export async function placeOrder(t: TestApp, user: TestUser, lines: Array<[number, number]>): Promise<OrderRow> {
  await fillCart(t, user, lines);
  const res = await checkOut(t, user);
  if (res.statusCode !== 200) throw new Error(`checkOut: ${res.statusCode} ${res.body}`);
  return res.json().order;
}

export type Decision = 'approve' | 'decline' | 'deliver' | 'close';
export const decide = (t: TestApp, boss: TestUser, orderId: number, decision: Decision, body?: Record<string, unknown>) =>
  call(t, boss, 'POST', `/api/admin/shop/orders/${orderId}/${decision}`, body ?? (decision === 'decline' ? { reason: 'Out of season' } : undefined), { key: true });

/** orderRepayments' body as the original client sent it */
export const repaymentBody = (orderId: number, amount: string, overrides: Record<string, unknown> = {}) => ({ id: orderId, repayment_amount: amount, date_time: '2026-11-23 10:00:00', payment_method: 'Wallet', save_card: false, paystack_id: '', card_id: '', ...overrides });

export const societyKobo = async (t: TestApp, purpose: string): Promise<bigint> => accountBalance(t.database.db, await societyAccount(t.database.db, purpose));
export const heldDownPayments = (t: TestApp) => societyKobo(t, SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld);
export const productSales = (t: TestApp) => societyKobo(t, SOCIETY_ACCOUNT_KIND.productSales);

async function memberKobo(t: TestApp, userId: number, purpose: string): Promise<bigint> {
  const account = await findMemberAccount(t.database.db, userId, purpose);
  return account ? account.balance : 0n;
}
export const walletKobo = (t: TestApp, user: TestUser) => memberKobo(t, user.id, MEMBER_ACCOUNT_KIND.wallet);
/** what the member still owes on a delivered order (its receivable) */
export const receivableKobo = (t: TestApp, user: TestUser, orderId: number) => memberKobo(t, user.id, orderReceivableAccountKind(orderId));
