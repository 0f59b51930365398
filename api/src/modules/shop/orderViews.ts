// An order's lines and its payments as the member's screens read them (facts §2.8): `fetchOrderDetails/{id}` and
// `orderRepaymentsDetails/{id}` — the down payment and each repayment, newest first, from the order's own payment
// rows (an index on the order: the read does not grow with the member's history).
import { asc, desc, eq } from 'drizzle-orm';
import type { OrderItemRow, OrderRepaymentRow } from '../../contract';
import type { Executor } from '../../db/client';
import { orderItems, orderPayments, type Order } from '../../db/schema';
import { formatKobo } from '../../money/money';
import { pictureSrcset } from './pictureVariants';
import { productPictures } from './productViews';

/** an order's payments beyond this many are not listed (a repayment a day for almost three years) */
export const MAX_PAYMENTS_LISTED = 1000;

export async function orderItemRows(executor: Executor, order: Order): Promise<OrderItemRow[]> {
  const items = await executor.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const pictures = await productPictures(executor, items.map((i) => i.productId));
  return items.map((i) => ({
    image: pictures.get(i.productId)?.[0] ?? null,
    image_srcset: pictureSrcset(pictures.get(i.productId)?.[0] ?? null),
    product_name: i.productName,
    quantity: i.quantity,
    price: formatKobo(i.unitPriceKobo),
    short_description: i.shortDescription,
    product_id: i.productId,
  }));
}

export async function orderPaymentRows(executor: Executor, order: Order): Promise<OrderRepaymentRow[]> {
  const rows = await executor.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(desc(orderPayments.id)).limit(MAX_PAYMENTS_LISTED);
  return rows.map((r) => ({
    id: r.id,
    repayment_amount: formatKobo(r.amountKobo),
    payment_method: r.kind === 'down_payment' ? `Down payment (${r.paymentMethod.toLowerCase()})` : r.paymentMethod.toLowerCase(),
    trans_date: r.createdAt.toISOString(),
    reference: r.reference,
  }));
}
