// Test fixtures: a member's bank account on file and a complete profile, written as real rows, so the
// withdrawal pre-check (`sessionFlags`) and the payout destination (`bankAccountOf`) read what production reads.
import { and, eq, isNull } from 'drizzle-orm';
import { bankAccounts, memberProfiles } from '../../src/db/schema';
import { SANDBOX_FAILING_ACCOUNT } from '../../src/rails/sandbox/cards';
import type { Database } from '../../src/db/client';

export interface FixtureBankAccount {
  bankName: string;
  bankCode: string;
  accountNo: string;
  accountName: string;
}

/** A valid Access Bank NUBAN the sandbox pays out to. */
export const GOOD_BANK_ACCOUNT: FixtureBankAccount = { bankName: 'Access Bank', bankCode: '044', accountNo: '0123456784', accountName: 'ADA OKAFOR' };
/** The sandbox's documented account whose transfers always fail. */
export const FAILING_BANK_ACCOUNT: FixtureBankAccount = {
  bankName: 'Guaranty Trust Bank',
  bankCode: SANDBOX_FAILING_ACCOUNT.bankCode,
  accountNo: SANDBOX_FAILING_ACCOUNT.accountNumber,
  accountName: 'ADA OKAFOR',
};

const COMPLETE_PROFILE = {
  address: '12 Marina Road, Lagos Island',
  stateOfOrigin: 'Lagos',
  localGovt: 'Lagos Island',
  maritalStatus: 'single' as const,
  kinFirstName: 'Chidi',
  kinLastName: 'Okafor',
  kinPhoneNo: '08098765432',
  relationship: 'Brother',
  occupation: 'Trader',
  businessAddress: '5 Balogun Market, Lagos',
  businessType: 'sole' as const,
};

/** Gives the member `account` as their bank account on file and (unless told otherwise) a complete profile. */
export async function giveBankAccount(
  t: { database: { db: Database } },
  user: { id: number },
  account: FixtureBankAccount = GOOD_BANK_ACCOUNT,
  options: { profileComplete?: boolean } = {},
): Promise<void> {
  const db = t.database.db;
  await db.update(bankAccounts).set({ replacedAt: new Date() }).where(and(eq(bankAccounts.userId, user.id), isNull(bankAccounts.replacedAt)));
  await db.insert(bankAccounts).values({ userId: user.id, ...account, reviewStatus: 'approved' });
  const profile = options.profileComplete === false ? { ...COMPLETE_PROFILE, occupation: '' } : COMPLETE_PROFILE;
  await db
    .insert(memberProfiles)
    .values({ userId: user.id, ...profile })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: profile });
}
