// Administrators review accounts held because the name the bank gave is not the member's: approve (withdrawals
// may be paid into it) or reject (it stops being the account on file; the member adds another). Each decision
// records who and when, and only a held, live account can be decided. The list of them is ./heldList.ts.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankAccounts, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { toMemberBankAccount, type MemberBankAccount } from './service';

export const NOT_HELD = 'This bank account is no longer waiting for review';

export interface ReviewedBankAccount {
  account: MemberBankAccount;
  /** the review status before the decision ('held') */
  before: string;
  member: { email: string; firstName: string };
}

export async function reviewBankAccount(
  tx: Executor,
  input: { accountId: number; decision: 'approved' | 'rejected'; adminId: number; now: Date },
): Promise<ReviewedBankAccount> {
  const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, input.accountId)).for('update');
  if (!row) throw notFound('Bank account not found');
  if (row.reviewStatus !== 'held' || row.replacedAt) throw conflict(NOT_HELD);
  const rejected = input.decision === 'rejected';
  const [updated] = await tx
    .update(bankAccounts)
    .set({ reviewStatus: input.decision, reviewedBy: input.adminId, reviewedAt: input.now, ...(rejected ? { replacedAt: input.now } : {}) })
    .where(eq(bankAccounts.id, row.id))
    .returning();
  const [member] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, row.userId));
  return {
    account: toMemberBankAccount(updated),
    before: row.reviewStatus,
    member,
  };
}
