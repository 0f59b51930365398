// Finding, locking and presenting orders. A member reaches only their own orders (another member's id is the same
// 404); every change locks the order's row first. What is still owed on a delivered order is its receivable's
// balance in the ledger, read for a list of orders in one query.
import { and, eq, sql } from 'drizzle-orm';
import type { OrderRow } from '../../contract';
import type { Executor } from '../../db/client';
import { ORDER_STATUS, orders, type Order } from '../../db/schema';
import { notFound } from '../../http/errors';
import { orderReceivableAccountKind } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';

export const ORDER_NOT_FOUND = 'Order not found';

export async function ownOrder(executor: Executor, userId: number, id: number, options: { lock?: boolean } = {}): Promise<Order> {
  const query = executor
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export async function lockOrder(tx: Executor, id: number): Promise<Order> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** what each delivered order still owes (its receivable's balance), by order id */
export async function owedOnOrders(executor: Executor, list: Pick<Order, 'id' | 'userId' | 'status'>[]): Promise<Map<number, bigint>> {
  const delivered = list.filter((o) => o.status === ORDER_STATUS.delivered);
  const owed = new Map<number, bigint>();
  if (!delivered.length) return owed;
  const purposes = delivered.map((o) => orderReceivableAccountKind(o.id));
  const users = [...new Set(delivered.map((o) => o.userId))];
  const rows = await queryRows(
    executor,
    sql`SELECT purpose, balance::text AS balance FROM ledger_accounts WHERE owner_user_id IN (${sql.join(users.map((u) => sql`${u}`), sql`, `)}) AND purpose IN (${sql.join(purposes.map((p) => sql`${p}`), sql`, `)})`,
  );
  for (const row of rows) owed.set(Number(String(row.purpose).split(':')[1]), toBigInt(row.balance));
  return owed;
}

/** what is still to pay on an order, given what its receivable holds once delivered */
export function remainingOf(order: Order, owedKobo: bigint | undefined): bigint {
  switch (order.status) {
    case ORDER_STATUS.pending:
    case ORDER_STATUS.approved:
      return order.totalKobo - order.downPaymentKobo;
    case ORDER_STATUS.delivered:
      return owedKobo ?? 0n;
    default:
      return 0n;
  }
}

export function orderRow(order: Order, owedKobo: bigint | undefined, items: number): OrderRow {
  const remaining = remainingOf(order, owedKobo);
  // a declined order's down payment went back to the wallet: nothing stays paid
  const paid = order.status === ORDER_STATUS.declined ? 0n : order.totalKobo - remaining;
  return {
    id: order.id,
    order_no: order.orderNo,
    total: formatKobo(order.totalKobo),
    remaining_balance: formatKobo(remaining),
    amount_paid: formatKobo(paid),
    order_status: order.status,
    down_payment: formatKobo(order.downPaymentKobo),
    items,
    created_at: order.createdAt.toISOString(),
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    decline_reason: order.declineReason,
  };
}

/** order rows for a list of orders: what each owes and how many lines it has, in two queries */
export async function orderRows(executor: Executor, list: Order[]): Promise<OrderRow[]> {
  if (!list.length) return [];
  const owed = await owedOnOrders(executor, list);
  const counts = await queryRows(
    executor,
    sql`SELECT order_id, count(*)::int AS lines FROM order_items WHERE order_id IN (${sql.join(list.map((o) => sql`${o.id}`), sql`, `)}) GROUP BY order_id`,
  );
  const lines = new Map(counts.map((r) => [Number(r.order_id), Number(r.lines)]));
  return list.map((o) => orderRow(o, owed.get(o.id), lines.get(o.id) ?? 0));
}

