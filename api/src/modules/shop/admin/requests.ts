// The admin's side of product requests: list them (the signed-in administrator's own marked `yours`), price one (the
// member sees the price), decline one, or publish it to the catalogue as a product with the request's picture. Each
// decision returns the status it found with the request it left (the audit row's before and after).
import { and, desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminProductRequestRow } from '../../../contract';
import type { Executor, Transaction } from '../../../db/client';
import { productCategories, productImages, productRequests, products, type ProductRequestStatus } from '../../../db/schema';
import { conflict, notFound, unprocessable } from '../../../http/errors';
import { formatNairaText } from '../../../money/money';
import { notify } from '../../notifications';
import { REQUEST_NOT_FOUND, requestColumns, requestRow } from '../requests';
import type { publishBody } from './body';
import { nobody, peopleById } from './people';

const PAGE = 50;

type RequestColumns = Awaited<ReturnType<typeof lockRequest>>;

export interface RequestDecided {
  before: ProductRequestStatus;
  request: RequestColumns;
}

export async function adminRequests(
  executor: Executor,
  query: { status: ProductRequestStatus | 'all'; before?: number },
  viewerId: number,
): Promise<{ data: AdminProductRequestRow[]; next_before: number | null }> {
  const rows = await executor
    .select(requestColumns)
    .from(productRequests)
    .where(and(query.status === 'all' ? undefined : eq(productRequests.status, query.status), query.before ? lt(productRequests.id, query.before) : undefined))
    .orderBy(desc(productRequests.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const people = await peopleById(executor, page.map((r) => r.userId));
  return {
    data: page.map((r) => ({ ...requestRow(r), member: people.get(r.userId) ?? nobody(r.userId), yours: r.userId === viewerId })),
    next_before: rows.length > PAGE ? page[page.length - 1].id : null,
  };
}

async function lockRequest(tx: Transaction, id: number) {
  const [row] = await tx.select(requestColumns).from(productRequests).where(eq(productRequests.id, id)).for('update');
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

export async function priceRequest(tx: Transaction, id: number, priceKobo: bigint, note: string | undefined, now: Date): Promise<RequestDecided> {
  const row = await lockRequest(tx, id);
  if (row.status === 'published' || row.status === 'declined') throw conflict(`This request has been ${row.status}`);
  const [updated] = await tx.update(productRequests).set({ priceKobo, status: 'priced', adminNote: note ?? row.adminNote, updatedAt: now }).where(eq(productRequests.id, id)).returning(requestColumns);
  await notify(tx, row.userId, { title: 'Your product request has a price', message: `${row.productName}: ${formatNairaText(priceKobo)} each.${note ? ` ${note}` : ''}`, link: '/requested_product', createdAt: now });
  return { before: row.status, request: updated };
}

export async function declineRequest(tx: Transaction, id: number, reason: string, now: Date): Promise<RequestDecided> {
  const row = await lockRequest(tx, id);
  if (row.status === 'published') throw conflict('This request has been published to the catalogue');
  if (row.status === 'declined') return { before: row.status, request: row };
  const [updated] = await tx.update(productRequests).set({ status: 'declined', adminNote: reason, updatedAt: now }).where(eq(productRequests.id, id)).returning(requestColumns);
  await notify(tx, row.userId, { title: 'Product request declined', message: `${row.productName}: ${reason}`, link: '/requested_product', createdAt: now });
  return { before: row.status, request: updated };
}

export async function publishRequest(tx: Transaction, id: number, fields: z.output<typeof publishBody>, adminId: number, now: Date): Promise<RequestDecided> {
  const row = await lockRequest(tx, id);
  if (row.status === 'published' || row.status === 'declined') throw conflict(`This request has been ${row.status}`);
  const [category] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, fields.category_id));
  if (!category) throw unprocessable('Choose one of the categories');
  const [image] = await tx.select({ version: productRequests.imageVersion, data: productRequests.imageData, contentType: productRequests.imageContentType }).from(productRequests).where(eq(productRequests.id, id));
  const [product] = await tx
    .insert(products)
    .values({
      categoryId: fields.category_id,
      productName: row.productName,
      shortDescription: row.shortDescription.slice(0, 200),
      description: fields.description || row.shortDescription,
      priceKobo: fields.price,
      markUpKobo: fields.mark_up,
      downPaymentKobo: fields.down_payment,
      stock: fields.quantity,
      createdBy: adminId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(productImages).values({ productId: product.id, position: 0, version: image.version, data: image.data, contentType: image.contentType });
  const memberPrice = fields.price + fields.mark_up;
  const [updated] = await tx
    .update(productRequests)
    .set({ status: 'published', productId: product.id, priceKobo: memberPrice, updatedAt: now })
    .where(eq(productRequests.id, id))
    .returning(requestColumns);
  await notify(tx, row.userId, {
    title: 'Your requested product is in the shop',
    message: `${row.productName} is now in the catalogue at ${formatNairaText(memberPrice)} each.`,
    link: `/details/${product.id}`,
    createdAt: now,
  });
  return { before: row.status, request: updated };
}
