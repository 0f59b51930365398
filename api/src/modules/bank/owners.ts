// Whose case a review of a held bank account is (../../http/selfDealing.ts): the account's member, by its key.
import { eq } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema';
import type { OwnerLookup } from '../../http/selfDealing';

export const bankAccountOwners: OwnerLookup = async (db, request) => {
  const rows = await db.select({ userId: bankAccounts.userId }).from(bankAccounts).where(eq(bankAccounts.id, (request.params as { id: number }).id));
  return rows.map((r) => r.userId);
};
