// A member's cart: lines of published products, each quantity between 1 and the stock on hand (the cart reserves
// nothing: checkout does). Totals are computed here in kobo, never taken from the client.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CartLine, CartTotal } from '../../contract';
import type { Executor } from '../../db/client';
import { cartItems, products, type Product } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { formatKobo } from '../../money/money';
import { PRODUCT_NOT_FOUND } from './catalogue';
import { pictureSrcset } from './pictureVariants';
import { memberPrice, productPictures } from './productViews';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const MAX_CART_LINES = 50;
export const OUT_OF_STOCK = 'This product is out of stock';
export const onlyLeft = (stock: number, name: string) => `Only ${stock} ${name} ${stock === 1 ? 'is' : 'are'} left in stock`;

export interface CartRow {
  cartId: number;
  quantity: number;
  product: Product;
}

export async function cartRows(executor: Executor, userId: number, options: { lock?: boolean } = {}): Promise<CartRow[]> {
  const query = executor
    .select({ cartId: cartItems.id, quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.productId));
  return options.lock ? query.for('update', { of: cartItems }) : query;
}

export function assertInStock(product: Product, quantity: number): void {
  if (!product.published) throw conflict(`${product.productName} is no longer available: please remove it from your cart`);
  if (product.stock <= 0) throw conflict(`${OUT_OF_STOCK}: ${product.productName}`);
  if (quantity > product.stock) throw unprocessable(onlyLeft(product.stock, product.productName), { available: product.stock });
}

export interface CartMoney {
  totalKobo: bigint;
  downPaymentKobo: bigint;
}

export function cartMoney(rows: CartRow[]): CartMoney {
  return rows.reduce(
    (sum, r) => ({ totalKobo: sum.totalKobo + memberPrice(r.product) * BigInt(r.quantity), downPaymentKobo: sum.downPaymentKobo + r.product.downPaymentKobo * BigInt(r.quantity) }),
    { totalKobo: 0n, downPaymentKobo: 0n },
  );
}

export async function cartLines(executor: Executor, userId: number): Promise<CartLine[]> {
  const rows = await cartRows(executor, userId);
  const pictures = await productPictures(executor, rows.map((r) => r.product.id));
  return rows.map((r) => ({
    cart_id: r.cartId,
    product_id: r.product.id,
    image: pictures.get(r.product.id)?.[0] ?? null,
    image_srcset: pictureSrcset(pictures.get(r.product.id)?.[0] ?? null),
    product_name: r.product.productName,
    cart_quantity: r.quantity,
    product_quantity: r.product.stock,
    cart_price: formatKobo(memberPrice(r.product)),
    down_payment: formatKobo(r.product.downPaymentKobo),
    line_total: formatKobo(memberPrice(r.product) * BigInt(r.quantity)),
  }));
}

export async function cartTotal(executor: Executor, userId: number): Promise<CartTotal> {
  const rows = await cartRows(executor, userId);
  const money = cartMoney(rows);
  return {
    total_cart: formatKobo(money.totalKobo),
    total_down_payment: formatKobo(money.downPaymentKobo),
    remaining_amount: formatKobo(money.totalKobo - money.downPaymentKobo),
    items: rows.length,
  };
}

export async function cartCount(executor: Executor, userId: number): Promise<number> {
  const [{ lines }] = await executor.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return Number(lines);
}

/** adds to the line (or starts it); the line's new quantity must be in stock */
export async function addToCart(tx: Executor, userId: number, productId: number, quantity: number, now: Date): Promise<Product> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product || !product.published) throw notFound(PRODUCT_NOT_FOUND);
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .for('update');
  if (!line && (await cartCount(tx, userId)) >= MAX_CART_LINES) throw unprocessable(`Your cart is full: at most ${MAX_CART_LINES} different products. Please check out or remove some first`);
  assertInStock(product, (line?.quantity ?? 0) + quantity);
  await tx
    .insert(cartItems)
    .values({ userId, productId, quantity, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity: sql`${cartItems.quantity} + ${quantity}`, updatedAt: now } });
  return product;
}

async function ownLine(tx: Executor, userId: number, cartId: number) {
  const [row] = await tx
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
    .for('update', { of: cartItems });
  if (!row) throw notFound(CART_ITEM_NOT_FOUND);
  return row;
}

export async function setCartQuantity(tx: Executor, userId: number, cartId: number, quantity: number, now: Date): Promise<Product> {
  const { product } = await ownLine(tx, userId, cartId);
  assertInStock(product, quantity);
  await tx.update(cartItems).set({ quantity, updatedAt: now }).where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)));
  return product;
}

export async function removeFromCart(tx: Executor, userId: number, cartId: number): Promise<Product> {
  const { product } = await ownLine(tx, userId, cartId);
  await tx.delete(cartItems).where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)));
  return product;
}
