// Creates a verified administrator account: used by `npm run create-admin` in production and by the
// first-start seed of the embedded database. The audit trail records it as an act of the system (no actor).
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { User } from '../../db/schema';
import { AppError } from '../../http/errors';
import { emailAddress, newPassword, requiredText } from '../../http/validation';
import { hashPassword } from '../../security/password';
import { appendAudit } from '../../http/auditTrail';
import { insertUser } from './users';

export const adminAccountInput = z.object({
  email: emailAddress(),
  password: newPassword(),
  firstName: requiredText('the first name'),
  lastName: requiredText('the last name'),
  role: z.enum(['SA', 'ADMIN'], { error: 'The role must be SA or ADMIN' }).default('SA'),
  phoneNo: z.string().trim().max(20).default(''),
});

export type AdminAccountInput = z.input<typeof adminAccountInput>;

export const ADMINISTRATOR_CREATED = 'administrators.create';

/**
 * Throws an Error with a readable message for bad input or an e-mail already in use. `detail` says how it was made
 * in the audit row (the command line unless told otherwise).
 */
export async function createAdminAccount(db: Database, input: AdminAccountInput, now: Date, detail = 'Created with npm run create-admin'): Promise<User> {
  const parsed = adminAccountInput.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const account = parsed.data;
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, { ...account, passwordHash, emailVerifiedAt: now, now });
      await appendAudit(tx, {
        actorId: null,
        actorRole: 'SYSTEM',
        action: ADMINISTRATOR_CREATED,
        outcome: 'done',
        subjectType: 'user',
        subjectId: user.id,
        subjectUserId: user.id,
        after: { role: user.role, email: user.email },
        detail,
        at: now,
      });
      return user;
    });
  } catch (error) {
    // the 409 of the sign-up call, as a plain error for the command line
    if (error instanceof AppError && error.statusCode === 409) throw new Error(`An account with ${account.email} already exists`);
    throw error;
  }
}
