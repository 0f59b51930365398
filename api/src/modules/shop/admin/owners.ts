// Whose case an order or a product request decision is (../../../http/selfDealing.ts): its member, by its key.
import { eq } from 'drizzle-orm';
import { orders, productRequests } from '../../../db/schema';
import type { OwnerLookup } from '../../../http/selfDealing';

const idOf = (params: unknown) => (params as { id: number }).id;

export const orderOwners: OwnerLookup = async (db, request) => {
  const rows = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, idOf(request.params)));
  return rows.map((r) => r.userId);
};

export const productRequestOwners: OwnerLookup = async (db, request) => {
  const rows = await db.select({ userId: productRequests.userId }).from(productRequests).where(eq(productRequests.id, idOf(request.params)));
  return rows.map((r) => r.userId);
};
