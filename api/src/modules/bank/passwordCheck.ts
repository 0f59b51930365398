// The member's password, asked again before the account their withdrawals go to changes: a stolen session alone
// cannot send the money elsewhere. Counted with every other password check (sign-in delay, auth/passwordAttempts).
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { checkMemberPassword } from '../auth';

export const PASSWORD_FOR_BANK_CHANGE = 'Enter your password to change your bank account';
export const WRONG_PASSWORD_FOR_BANK_CHANGE = 'Your password is not correct. Your bank account was not changed.';

export async function confirmPasswordForBankChange(
  db: Database,
  attempt: { userId: number; password: string | null | undefined; address: string; now: Date },
): Promise<void> {
  if (!attempt.password) throw unprocessable(PASSWORD_FOR_BANK_CHANGE);
  await checkMemberPassword(db, { ...attempt, password: attempt.password }, WRONG_PASSWORD_FOR_BANK_CHANGE);
}
