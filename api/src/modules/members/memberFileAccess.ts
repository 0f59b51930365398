// The account parts of a member's file: suspension, the bank account on file (masked), saved cards (brand and last
// four), recent sign-ins, whether withdrawals are locked, and the audit rows about them. Each a bounded, indexed read.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AuditEntry, MemberFileBankAccount, MemberFileCard, MemberFileSignIn, MemberFileSuspension } from '../../contract';
import type { Executor } from '../../db/client';
import { authTokens, bankAccounts, users, type User } from '../../db/schema';
import { auditPage } from '../audit';
import { displayName } from '../auth';
import { listCards } from '../payments';
import { pinLockOf } from '../pins';

export const FILE_SIGN_INS = 10;
export const FILE_AUDIT_ROWS = 20;

/** "******6784": the last four digits only, whatever the length */
export const maskAccountNo = (accountNo: string): string => `${'*'.repeat(Math.max(accountNo.length - 4, 0))}${accountNo.slice(-4)}`;

export async function fileSuspension(executor: Executor, user: User): Promise<MemberFileSuspension> {
  const [by] =
    user.suspendedBy === null
      ? []
      : await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, user.suspendedBy));
  return {
    suspended: user.suspendedAt !== null,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    suspended_by: by ? { id: by.id, name: displayName(by), email: by.email } : null,
    suspension_reason: user.suspensionReason,
  };
}

export async function fileBankAccount(executor: Executor, userId: number): Promise<MemberFileBankAccount | null> {
  const [row] = await executor.select().from(bankAccounts).where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.replacedAt)));
  return row ? { bank_name: row.bankName, account_name: row.accountName, account_no: maskAccountNo(row.accountNo), review_status: row.reviewStatus } : null;
}

export async function fileCards(executor: Executor, userId: number): Promise<MemberFileCard[]> {
  return (await listCards(executor, userId)).map((card) => ({ id: card.id, brand: card.brand, last4: card.last4 }));
}

export async function fileSignIns(executor: Executor, userId: number, now: Date): Promise<MemberFileSignIn[]> {
  const rows = await executor
    .select({ createdAt: authTokens.createdAt, userAgent: authTokens.userAgent, expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .limit(FILE_SIGN_INS);
  return rows.map((r) => ({ at: r.createdAt.toISOString(), user_agent: r.userAgent, active: r.revokedAt === null && r.expiresAt > now }));
}

export async function fileWithdrawalsLock(executor: Executor, userId: number): Promise<{ withdrawals_locked: boolean; withdrawals_locked_at: string | null }> {
  const lock = await pinLockOf(executor, userId);
  return { withdrawals_locked: Boolean(lock?.lockedAt), withdrawals_locked_at: lock?.lockedAt?.toISOString() ?? null };
}

export async function fileAudit(executor: Executor, userId: number): Promise<AuditEntry[]> {
  return (await auditPage(executor, { subject_user_id: userId, action: undefined, subject_type: undefined, subject_id: undefined, from: undefined, to: undefined }, { limit: FILE_AUDIT_ROWS })).entries;
}
