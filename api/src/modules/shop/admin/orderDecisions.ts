// The admin's order decisions, each on the locked order (two administrators act one after the other), each refusing
// a move its status does not allow:
//   approve 1 → 3 · decline 1|3 → 4 (down payment back to the wallet, stock returned) · deliver 3 → 5 (the down
//   payment becomes a sale and what remains is owed: repayments open; → 2 when nothing remains) · close 2 → 6.
// Each returns the status it found with the order it left (the audit row's before and after).
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { ORDER_STATUS, orderItems, orders, products, type Order, type OrderStatus } from '../../../db/schema';
import { conflict } from '../../../http/errors';
import { MEMBER_ACCOUNT_KIND, memberAccount, societyAccount, SOCIETY_ACCOUNT_KIND, transfer, TRANSFER_KIND } from '../../../ledger';
import { formatNairaText } from '../../../money/money';
import { notify } from '../../notifications';
import { lockOrder } from '../orderRows';
import { orderAccounts } from '../orderRepayment';

export const ORDER_LABEL: Record<OrderStatus, string> = { 1: 'pending', 2: 'paid', 3: 'approved', 4: 'declined', 5: 'delivered', 6: 'closed' };

export interface OrderDecided {
  before: OrderStatus;
  order: Order;
}

function refuse(order: Order, action: string): never {
  throw conflict(`This order is ${ORDER_LABEL[order.status]}: it cannot be ${action}`);
}

async function setStatus(tx: Transaction, order: Order, status: OrderStatus, now: Date, extra: Partial<typeof orders.$inferInsert> = {}): Promise<Order> {
  const [row] = await tx
    .update(orders)
    .set({ status, updatedAt: now, ...extra })
    .where(eq(orders.id, order.id))
    .returning();
  return row;
}

export async function approveOrder(tx: Transaction, id: number, adminId: number, now: Date): Promise<OrderDecided> {
  const order = await lockOrder(tx, id);
  if (order.status !== ORDER_STATUS.pending) refuse(order, 'approved');
  const row = await setStatus(tx, order, ORDER_STATUS.approved, now, { decidedBy: adminId });
  await notify(tx, order.userId, { title: 'Order approved', message: `Your order ${order.orderNo} has been approved. We will tell you when it is delivered.`, link: '/my_products', createdAt: now });
  return { before: order.status, order: row };
}

export async function declineOrder(tx: Transaction, id: number, adminId: number, reason: string, now: Date): Promise<OrderDecided> {
  const order = await lockOrder(tx, id);
  if (order.status !== ORDER_STATUS.pending && order.status !== ORDER_STATUS.approved) refuse(order, 'declined');
  await transfer(tx, {
    reference: `order:${order.id}:refund`,
    kind: TRANSFER_KIND.orderRefund,
    userId: order.userId,
    description: `Order ${order.orderNo} declined: down payment returned`,
    postings: [
      { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld), amount: -order.downPaymentKobo },
      { accountId: await memberAccount(tx, order.userId, MEMBER_ACCOUNT_KIND.wallet), amount: order.downPaymentKobo },
    ],
    metadata: { order_id: order.id, payment_method: 'Wallet' },
  });
  const items = await tx.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.productId);
  for (const item of items) await tx.update(products).set({ stock: sql`${products.stock} + ${item.quantity}`, updatedAt: now }).where(eq(products.id, item.productId));
  const row = await setStatus(tx, order, ORDER_STATUS.declined, now, { decidedBy: adminId, declineReason: reason });
  await notify(tx, order.userId, {
    title: 'Order declined',
    message: `Your order ${order.orderNo} was declined: ${reason}. Your down payment of ${formatNairaText(order.downPaymentKobo)} is back in your wallet.`,
    link: '/my_products',
    createdAt: now,
  });
  return { before: order.status, order: row };
}

export async function deliverOrder(tx: Transaction, id: number, adminId: number, now: Date): Promise<OrderDecided> {
  const order = await lockOrder(tx, id);
  if (order.status !== ORDER_STATUS.approved) refuse(order, 'marked delivered');
  const accounts = await orderAccounts(tx, order);
  await transfer(tx, {
    reference: `order:${order.id}:sale`,
    kind: TRANSFER_KIND.orderSale,
    userId: order.userId,
    description: `Order ${order.orderNo} delivered: down payment earned`,
    postings: [
      { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld), amount: -order.downPaymentKobo },
      { accountId: accounts.sales, amount: order.downPaymentKobo },
    ],
    metadata: { order_id: order.id },
  });
  const remaining = order.totalKobo - order.downPaymentKobo;
  if (remaining > 0n) {
    await transfer(tx, {
      reference: `order:${order.id}:owed`,
      kind: TRANSFER_KIND.orderReceivable,
      userId: order.userId,
      description: `Order ${order.orderNo}: ${formatNairaText(remaining)} to repay`,
      postings: [
        { accountId: accounts.contra, amount: -remaining },
        { accountId: accounts.receivable, amount: remaining },
      ],
      metadata: { order_id: order.id },
    });
  }
  const row = await setStatus(tx, order, remaining > 0n ? ORDER_STATUS.delivered : ORDER_STATUS.paid, now, { decidedBy: adminId, deliveredAt: now });
  await notify(tx, order.userId, {
    title: 'Order delivered',
    message: remaining > 0n ? `Your order ${order.orderNo} has been delivered. Repayments are open: ${formatNairaText(remaining)} to repay.` : `Your order ${order.orderNo} has been delivered and is fully paid.`,
    link: '/my_products',
    createdAt: now,
  });
  return { before: order.status, order: row };
}

export async function closeOrder(tx: Transaction, id: number, adminId: number, now: Date): Promise<OrderDecided> {
  const order = await lockOrder(tx, id);
  if (order.status !== ORDER_STATUS.paid) refuse(order, 'closed');
  return { before: order.status, order: await setStatus(tx, order, ORDER_STATUS.closed, now, { decidedBy: adminId }) };
}
