// The admin's order lists and one order's details: keyset pages (newest first) on the (status, id) index, the
// signed-in administrator's own orders marked `yours`.
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { AdminOrderDetails, AdminOrderRow, AdminOrdersPage } from '../../../contract';
import type { Executor } from '../../../db/client';
import { ORDER_STATUS, orders, type Order, type OrderStatus } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { ORDER_NOT_FOUND, orderRows } from '../orderRows';
import { orderItemRows, orderPaymentRows } from '../orderViews';
import { nobody, peopleById } from './people';

const PAGE = 50;
const NEEDS_ACTION: OrderStatus[] = [ORDER_STATUS.pending, ORDER_STATUS.approved];

export async function adminOrderRows(executor: Executor, list: Order[], viewerId: number): Promise<AdminOrderRow[]> {
  const [rows, people] = await Promise.all([orderRows(executor, list), peopleById(executor, list.map((o) => o.userId))]);
  return rows.map((row, i) => ({ ...row, member: people.get(list[i].userId) ?? nobody(list[i].userId), yours: list[i].userId === viewerId }));
}

export async function adminOrders(executor: Executor, query: { status: string; before?: number }, viewerId: number): Promise<AdminOrdersPage> {
  const statuses: OrderStatus[] | null = query.status === 'all' ? null : query.status === 'action' ? NEEDS_ACTION : [Number(query.status) as OrderStatus];
  const rows = await executor
    .select()
    .from(orders)
    .where(and(statuses ? inArray(orders.status, statuses) : undefined, query.before ? lt(orders.id, query.before) : undefined))
    .orderBy(desc(orders.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return { data: await adminOrderRows(executor, page, viewerId), next_before: rows.length > PAGE ? page[page.length - 1].id : null };
}

export async function adminOrderDetails(executor: Executor, id: number, viewerId: number): Promise<AdminOrderDetails> {
  const [order] = await executor.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [[row], items, repayments] = await Promise.all([adminOrderRows(executor, [order], viewerId), orderItemRows(executor, order), orderPaymentRows(executor, order)]);
  return { order: row, items, repayments };
}
