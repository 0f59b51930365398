// Checkout with its down payment, one atomic step inside the payment's transaction (the `order_down_payment` charge
// purpose): the cart's lines are locked, each product's stock is taken with a conditional UPDATE (so two buyers of
// the last units can never both have them: the second is refused and their money is not taken), the order and its
// lines are written, the cart emptied, and the down payment posted into the society's held account.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { cartItems, orderItems, orderPayments, orders, products, type Order } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import { societyAccount, SOCIETY_ACCOUNT_KIND, TRANSFER_KIND } from '../../ledger';
import { queryRows } from '../../ledger/sql';
import { formatNairaText } from '../../money/money';
import type { TakenPayment } from '../payments';
import { notify } from '../notifications';
import { assertInStock, cartMoney, cartRows, onlyLeft, OUT_OF_STOCK, type CartRow } from './cart';
import { memberPrice } from './productViews';
import { orderNumber } from './purposes';

export const CART_EMPTY = 'Your cart is empty';
export const CART_CHANGED = 'Your cart changed while you were paying: please check it and checkout again';

/** the cart as checkout sees it: not empty, every line available in its quantity */
export async function checkoutCart(tx: Executor, userId: number, options: { lock?: boolean } = {}): Promise<CartRow[]> {
  const rows = await cartRows(tx, userId, options);
  if (!rows.length) throw unprocessable(CART_EMPTY);
  for (const row of rows) assertInStock(row.product, row.quantity);
  return rows;
}

async function takeStock(tx: Transaction, row: CartRow, now: Date): Promise<void> {
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${row.quantity}`, updatedAt: now })
    .where(and(eq(products.id, row.product.id), eq(products.published, true), gte(products.stock, row.quantity)))
    .returning({ stock: products.stock });
  if (taken.length) return;
  const [now_] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, row.product.id));
  throw conflict(now_ && now_.stock > 0 ? onlyLeft(now_.stock, row.product.productName) : `${OUT_OF_STOCK}: ${row.product.productName}`, { product_id: row.product.id, available: now_?.stock ?? 0 });
}

export async function placeOrder(tx: Transaction, payment: TakenPayment, now: Date): Promise<Order> {
  const rows = await checkoutCart(tx, payment.userId, { lock: true });
  const money = cartMoney(rows);
  if (money.downPaymentKobo !== payment.amountKobo) throw conflict(CART_CHANGED);
  for (const row of rows) await takeStock(tx, row, now);
  const [{ id }] = await queryRows<{ id: string }>(tx, sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::text AS id`);
  const orderId = Number(id);
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      userId: payment.userId,
      orderNo: orderNumber(orderId),
      totalKobo: money.totalKobo,
      downPaymentKobo: money.downPaymentKobo,
      downPaymentReference: payment.reference,
      downPaymentMethod: payment.paymentMethod,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderItems).values(
    rows.map((r) => ({
      orderId,
      productId: r.product.id,
      productName: r.product.productName,
      shortDescription: r.product.shortDescription,
      quantity: r.quantity,
      unitPriceKobo: memberPrice(r.product),
      unitDownPaymentKobo: r.product.downPaymentKobo,
    })),
  );
  await tx.delete(cartItems).where(eq(cartItems.userId, payment.userId));
  await payment.transferTo({
    accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld),
    kind: TRANSFER_KIND.orderDownPayment,
    description: `Down payment, order ${order.orderNo}`,
    metadata: { order_id: orderId },
  });
  await tx.insert(orderPayments).values({ orderId, kind: 'down_payment', amountKobo: payment.amountKobo, paymentMethod: payment.paymentMethod, reference: payment.reference, createdAt: now });
  await notify(tx, payment.userId, {
    title: 'Order placed',
    message: `Your order ${order.orderNo} of ${formatNairaText(money.totalKobo)} has been placed with a down payment of ${formatNairaText(money.downPaymentKobo)}. The society will review it.`,
    link: '/my_products',
    createdAt: now,
  });
  return order;
}
