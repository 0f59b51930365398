// Administrators review accounts held because the name the bank gave is not the member's: approve (withdrawals
// may be paid into it) or reject (it stops being the account on file; the member adds another). Each decision
// records who and when, and only a held, live account can be decided. The list marks the signed-in administrator's own
// account (`yours`): they cannot decide on it.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { HeldBankAccount } from '../../contract';
import type { Executor } from '../../db/client';
import { bankAccounts, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { toMemberBankAccount, type MemberBankAccount } from './service';

export const NOT_HELD = 'This bank account is no longer waiting for review';
export const HELD_SHOWN = 200;

const fullName = (user: { firstName: string; middleName: string; lastName: string }) =>
  [user.firstName, user.middleName, user.lastName].map((part) => part.trim()).filter(Boolean).join(' ');

/** Held accounts, oldest first (the longest wait is dealt with first). */
export async function heldBankAccounts(executor: Executor, viewerId: number): Promise<HeldBankAccount[]> {
  const rows = await executor
    .select({ account: bankAccounts, user: { id: users.id, firstName: users.firstName, middleName: users.middleName, lastName: users.lastName, email: users.email } })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .where(and(eq(bankAccounts.reviewStatus, 'held'), isNull(bankAccounts.replacedAt)))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
    .limit(HELD_SHOWN);
  return rows.map(({ account, user }) => ({
    id: account.id,
    member: { id: user.id, name: fullName(user), email: user.email },
    bank_name: account.bankName,
    account_no: account.accountNo,
    account_name: account.accountName,
    created_at: account.createdAt.toISOString(),
    yours: user.id === viewerId,
  }));
}

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
