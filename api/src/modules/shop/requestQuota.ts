// How many product requests one member may have waiting for the society's answer (pending or priced) at once: each
// carries a stored picture, so without a cap one member could fill the database. Published and declined ones do not
// count. Checked in the transaction that inserts, the member's row locked, so two uploads at once cannot both pass.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productRequests, users } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

export const MAX_OPEN_PRODUCT_REQUESTS = 10;

export const REQUEST_QUOTA_MESSAGE = `You have ${MAX_OPEN_PRODUCT_REQUESTS} product requests waiting for the society’s answer: you can ask for another once one is published or declined`;

export async function assertRequestQuota(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [row] = await tx
    .select({ open: count() })
    .from(productRequests)
    .where(and(eq(productRequests.userId, userId), inArray(productRequests.status, ['pending', 'priced'])));
  if (Number(row?.open ?? 0) >= MAX_OPEN_PRODUCT_REQUESTS) throw tooManyRequests(REQUEST_QUOTA_MESSAGE);
}
