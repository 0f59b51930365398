// Whose case an administrator's action on a withdrawal is (../../http/selfDealing.ts): its member, by its key.
import { eq } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import type { OwnerLookup } from '../../http/selfDealing';

export const withdrawalOwners: OwnerLookup = async (db, request) => {
  const rows = await db.select({ userId: withdrawals.userId }).from(withdrawals).where(eq(withdrawals.id, (request.params as { id: number }).id));
  return rows.map((r) => r.userId);
};
