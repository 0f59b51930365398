// Product requests (spec §7 "Shop": `userUploadRequestedProducts`, `userRequest`, `updateRequestQuantity`,
// `totalRequestPrice`; facts §2.8): a member asks for a product the catalogue lacks, with a picture; the admin prices
// it (the member sees the price) and may publish it to the catalogue.
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductRequestRow, RequestTotalReply } from '../../contract';
import type { Executor } from '../../db/client';
import { productRequests, type ProductRequest } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { formatKobo } from '../../money/money';
import { quantity } from './body';
import { requestImageUrl } from './pictures';

export const REQUEST_NOT_FOUND = 'Product request not found';
export const MAX_REQUESTS_LISTED = 200;
export const PRODUCT_NAME_MAX = 50;

export const productRequestFields = z
  .object({
    product_name: z
      .string({ error: 'The product name is required' })
      .trim()
      .min(1, { error: 'The product name is required' })
      .max(PRODUCT_NAME_MAX, { error: `The product name can be at most ${PRODUCT_NAME_MAX} characters` }),
    short_description: z.string({ error: 'The description must be text' }).trim().max(500, { error: 'The description can be at most 500 characters' }).optional().default(''),
    quantity: quantity(),
  })
  .loose();

export function requestRow(r: Omit<ProductRequest, 'imageData'>): ProductRequestRow {
  return {
    id: r.id,
    image: requestImageUrl(r.id, r.imageVersion),
    product_name: r.productName,
    price: r.priceKobo === null ? null : formatKobo(r.priceKobo),
    quantity: r.quantity,
    short_description: r.shortDescription,
    status: r.status,
    total: r.priceKobo === null ? null : formatKobo(r.priceKobo * BigInt(r.quantity)),
    product_id: r.productId,
    admin_note: r.adminNote,
    created_at: r.createdAt.toISOString(),
  };
}

/** every column but the picture's bytes */
export const requestColumns = {
  id: productRequests.id,
  userId: productRequests.userId,
  productName: productRequests.productName,
  shortDescription: productRequests.shortDescription,
  quantity: productRequests.quantity,
  status: productRequests.status,
  priceKobo: productRequests.priceKobo,
  adminNote: productRequests.adminNote,
  productId: productRequests.productId,
  imageVersion: productRequests.imageVersion,
  imageContentType: productRequests.imageContentType,
  createdAt: productRequests.createdAt,
  updatedAt: productRequests.updatedAt,
};

export async function myRequests(executor: Executor, userId: number): Promise<ProductRequestRow[]> {
  const rows = await executor.select(requestColumns).from(productRequests).where(eq(productRequests.userId, userId)).orderBy(desc(productRequests.id)).limit(MAX_REQUESTS_LISTED);
  return rows.map(requestRow);
}

export async function setRequestQuantity(tx: Executor, userId: number, id: number, newQuantity: number, now: Date): Promise<ProductRequestRow> {
  const [row] = await tx
    .select(requestColumns)
    .from(productRequests)
    .where(and(eq(productRequests.id, id), eq(productRequests.userId, userId)))
    .for('update');
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  if (row.status === 'published' || row.status === 'declined') throw conflict(`This request has been ${row.status}: its quantity can no longer change`);
  const [updated] = await tx.update(productRequests).set({ quantity: newQuantity, updatedAt: now }).where(eq(productRequests.id, id)).returning(requestColumns);
  return requestRow(updated);
}

export async function requestTotal(executor: Executor, userId: number): Promise<RequestTotalReply> {
  const rows = await executor
    .select({ priceKobo: productRequests.priceKobo, quantity: productRequests.quantity, status: productRequests.status })
    .from(productRequests)
    .where(eq(productRequests.userId, userId));
  let total = 0n;
  let priced = 0;
  let waiting = 0;
  for (const r of rows) {
    if (r.status === 'declined') continue;
    if (r.priceKobo === null) waiting += 1;
    else {
      priced += 1;
      total += r.priceKobo * BigInt(r.quantity);
    }
  }
  return { total: formatKobo(total), priced, waiting };
}
