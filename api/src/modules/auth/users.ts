// Reading and creating accounts.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users, type Role, type User } from '../../db/schema';
import { conflict } from '../../http/errors';

export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export async function findUserByEmail(executor: Executor, email: string): Promise<User | null> {
  const [user] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function findUserById(executor: Executor, id: number): Promise<User | null> {
  const [user] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  phoneNo: string;
  role?: Role;
  emailVerifiedAt?: Date | null;
  now: Date;
}

export const emailTakenMessage = (email: string) => `${email} has already been used`;

/** Inserts an account; an e-mail already in use is a 409 with the message the sign-up screen shows. */
export async function insertUser(executor: Executor, account: NewAccount): Promise<User> {
  if (await findUserByEmail(executor, account.email)) throw conflict(emailTakenMessage(account.email));
  try {
    const [user] = await executor
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        middleName: account.middleName ?? '',
        phoneNo: account.phoneNo,
        role: account.role ?? 'MEMBER',
        emailVerifiedAt: account.emailVerifiedAt ?? null,
        createdAt: account.now,
        updatedAt: account.now,
      })
      .returning();
    return user;
  } catch (error) {
    // two sign-ups with one e-mail at the same moment: the unique index decides
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(emailTakenMessage(account.email));
    throw error;
  }
}
