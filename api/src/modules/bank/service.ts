// The bank account a member withdraws to: one live row, earlier ones kept (replaced_at) for audit.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { bankAccounts, users, type BankAccountRow } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import type { BankDirectory } from '../payments';
import { isOwnName } from './nameMatch';
import { PASSWORD_FOR_BANK_CHANGE } from './passwordCheck';

export interface MemberBankAccount {
  id: number;
  userId: number;
  bankCode: string;
  bankName: string;
  accountNo: string;
  /** the name the provider resolved for the account */
  accountName: string;
  /** approved when the resolved name is the member's (or an administrator said so) */
  reviewStatus: BankAccountRow['reviewStatus'];
  createdAt: Date;
}

export function toMemberBankAccount(row: BankAccountRow): MemberBankAccount {
  return { id: row.id, userId: row.userId, bankCode: row.bankCode, bankName: row.bankName, accountNo: row.accountNo, accountName: row.accountName, reviewStatus: row.reviewStatus, createdAt: row.createdAt };
}

/** The member's current bank account (where withdrawals go), or null when none is on file. */
export async function bankAccountOf(executor: Executor, userId: number): Promise<MemberBankAccount | null> {
  const [row] = await executor
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.replacedAt)));
  return row ? toMemberBankAccount(row) : null;
}

/** Every account the member has had, newest first (the live one has replacedAt null). */
export async function bankAccountHistory(executor: Executor, userId: number): Promise<Array<MemberBankAccount & { replacedAt: Date | null }>> {
  const rows = await executor.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  return rows.map((row) => ({ ...toMemberBankAccount(row), replacedAt: row.replacedAt }));
}

export interface SavedBankAccount {
  account: MemberBankAccount;
  /** the account it replaced, if any */
  previous: MemberBankAccount | null;
  /** false when the same account (bank, number and name) was already on file */
  changed: boolean;
  member: { email: string; firstName: string };
}

export interface BankAccountInput {
  bankCode: string;
  accountNo: string;
  /** the member's password was checked (./passwordCheck.ts): needed to replace an account on file */
  passwordConfirmed: boolean;
}

/**
 * Resolves the account with the provider (NUBAN check digit first: a bad number never reaches it) and makes it
 * the member's one live account. The provider's account name is stored, never the client's; when it is not the
 * member's own name the account is held for an administrator.
 */
export async function saveBankAccount(
  db: Database,
  banks: BankDirectory,
  userId: number,
  input: BankAccountInput,
  now: Date,
  /** tells the member of a change, in its transaction (queues the mail) */
  announce?: (tx: Transaction, saved: SavedBankAccount) => Promise<void>,
): Promise<SavedBankAccount> {
  // outside the transaction: a provider call must not hold locks (and `db` inside one hangs PGlite)
  const resolved = await banks.resolve(input.accountNo, input.bankCode);
  return db.transaction(async (tx) => {
    // one change at a time per member: the user row is the lock (NO KEY: foreign-key checks are not blocked)
    const [member] = await tx
      .select({ email: users.email, firstName: users.firstName, middleName: users.middleName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!member) throw notFound('Your account was not found');
    const previous = await bankAccountOf(tx, userId);
    // checked again under the lock: an account added by a concurrent request needs the password too
    if (previous && !input.passwordConfirmed) throw unprocessable(PASSWORD_FOR_BANK_CHANGE);
    const next = { bankCode: resolved.bank.code, bankName: resolved.bank.name, accountNo: input.accountNo, accountName: resolved.accountName };
    if (previous && previous.bankCode === next.bankCode && previous.accountNo === next.accountNo && previous.accountName === next.accountName && previous.bankName === next.bankName) {
      return { account: previous, previous, changed: false, member: { email: member.email, firstName: member.firstName } };
    }
    if (previous) await tx.update(bankAccounts).set({ replacedAt: now }).where(eq(bankAccounts.id, previous.id));
    const [row] = await tx
      .insert(bankAccounts)
      .values({ userId, ...next, reviewStatus: isOwnName(next.accountName, member) ? 'approved' : 'held', createdAt: now })
      .returning();
    const saved: SavedBankAccount = { account: toMemberBankAccount(row), previous, changed: true, member: { email: member.email, firstName: member.firstName } };
    await announce?.(tx, saved);
    return saved;
  });
}
