// The member's password, asked again before the account their withdrawals go to changes: a stolen session alone
// cannot send the money elsewhere. One function, so the sign-in lockout can count these checks too.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, unauthorized, unprocessable } from '../../http/errors';
import { verifyPassword } from '../../security/password';

export const PASSWORD_FOR_BANK_CHANGE = 'Enter your password to change your bank account';
export const WRONG_PASSWORD_FOR_BANK_CHANGE = 'Your password is not correct. Your bank account was not changed.';

export async function confirmPasswordForBankChange(executor: Executor, userId: number, password: string | null | undefined): Promise<void> {
  if (!password) throw unprocessable(PASSWORD_FOR_BANK_CHANGE);
  const [user] = await executor.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  if (!(await verifyPassword(password, user.passwordHash))) throw badRequest(WRONG_PASSWORD_FOR_BANK_CHANGE);
}
