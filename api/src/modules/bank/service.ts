// The bank account a member withdraws to: one live row, earlier ones kept (replaced_at) for audit.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BankAccount } from '../../contract';
import type { Database, Executor } from '../../db/client';
import { bankAccounts, users, type BankAccountRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { BankDirectory } from '../payments';

export interface MemberBankAccount {
  id: number;
  userId: number;
  bankCode: string;
  bankName: string;
  accountNo: string;
  /** the name the provider resolved for the account */
  accountName: string;
  createdAt: Date;
}

function toMemberBankAccount(row: BankAccountRow): MemberBankAccount {
  return { id: row.id, userId: row.userId, bankCode: row.bankCode, bankName: row.bankName, accountNo: row.accountNo, accountName: row.accountName, createdAt: row.createdAt };
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

export function bankAccountView(account: MemberBankAccount): BankAccount {
  return { bank_name: account.bankName, bank_code: account.bankCode, account_no: account.accountNo, account_name: account.accountName };
}

export interface SavedBankAccount {
  account: MemberBankAccount;
  /** the account it replaced, if any */
  previous: MemberBankAccount | null;
  /** false when the same account (bank, number and name) was already on file */
  changed: boolean;
  member: { email: string; firstName: string };
}

/**
 * Resolves the account with the provider (NUBAN check digit first: a bad number never reaches it) and makes it
 * the member's one live account. The provider's account name is stored, never the client's.
 */
export async function saveBankAccount(
  db: Database,
  banks: BankDirectory,
  userId: number,
  input: { bankCode: string; accountNo: string },
  now: Date,
): Promise<SavedBankAccount> {
  // outside the transaction: a provider call must not hold locks (and `db` inside one hangs PGlite)
  const resolved = await banks.resolve(input.accountNo, input.bankCode);
  return db.transaction(async (tx) => {
    // one change at a time per member: the user row is the lock (NO KEY: foreign-key checks are not blocked)
    const [member] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!member) throw notFound('Your account was not found');
    const previous = await bankAccountOf(tx, userId);
    const next = { bankCode: resolved.bank.code, bankName: resolved.bank.name, accountNo: input.accountNo, accountName: resolved.accountName };
    if (previous && previous.bankCode === next.bankCode && previous.accountNo === next.accountNo && previous.accountName === next.accountName && previous.bankName === next.bankName) {
      return { account: previous, previous, changed: false, member };
    }
    if (previous) await tx.update(bankAccounts).set({ replacedAt: now }).where(eq(bankAccounts.id, previous.id));
    const [row] = await tx
      .insert(bankAccounts)
      .values({ userId, ...next, createdAt: now })
      .returning();
    return { account: toMemberBankAccount(row), previous, changed: true, member };
  });
}
