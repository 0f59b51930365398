// `POST auth/recovery` mails a one-time reset link (and answers the same whether or not the account
// exists); `POST auth/reset` sets the new password with it and signs the account out everywhere.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, users, type User } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { queueMail } from '../../mail/queue';
import { passwordChangedMail, passwordResetMail } from '../../mail/templates';
import { hashPassword } from '../../security/password';
import { hashSecret, newSecret } from '../../security/secrets';
import { notify } from '../notifications';
import { clearPinLock } from '../pins';
import type { AccountContext } from './context';
import { clearFailures } from './passwordAttempts';
import { revokeUserTokens } from './sessions';
import { findUserByEmail } from './users';

/** one reset mail per account per minute, so the form cannot be used to flood someone's inbox */
const RESEND_INTERVAL_MS = 60_000;

export const recoveryMessage = (email: string) => `If an account exists for ${email}, we have sent a link to reset the password.`;
export const RESET_SUCCESS = 'Your password has been changed. You can now sign in.';
export const INVALID_RESET_MESSAGE = 'This password reset link is not valid or has already been used. Please request a new one.';
export const EXPIRED_RESET_MESSAGE = 'This password reset link has expired. Please request a new one.';

export async function requestPasswordReset(context: AccountContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (user) await mailPasswordReset(context, user);
}

/** Mails a new reset link unless one went out within the last minute (also an administrator's "send a reset mail"); whether it did. */
export async function mailPasswordReset(context: AccountContext, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<boolean> {
  const { db, now, config } = context;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const [recent] = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(now.getTime() - RESEND_INTERVAL_MS))))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    if (recent) return false;
    const { secret, hash } = newSecret();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await queueMail(tx, passwordResetMail(config, { email: user.email, firstName: user.firstName }, secret));
    return true;
  });
}

export async function resetPassword(context: AccountContext, input: { email: string; password: string; token: string }): Promise<void> {
  const { db, now, config } = context;
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashSecret(input.token)))
    .limit(1);
  // a token for another account is refused without spending it
  if (!row || row.usedAt || row.email !== input.email) throw badRequest(INVALID_RESET_MESSAGE);
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(EXPIRED_RESET_MESSAGE);

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!claimed.length) throw badRequest(INVALID_RESET_MESSAGE);
    // every other outstanding link of the account dies with this reset
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, row.userId))
      .returning();
    // the link arrived by e-mail, so the address is proven
    if (!updated.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
    await revokeUserTokens(tx, row.userId, now);
    await clearFailures(tx, row.userId);
    // the mailed link proves the mailbox, which a thief holding only a session does not have
    await clearPinLock(tx, row.userId, { now, via: 'password_reset' });
    await notify(tx, row.userId, {
      title: 'Password changed',
      message: 'Your password was reset with a link sent to your e-mail address, and every device was signed out. If this was not you, contact the society at once.',
      createdAt: now,
    });
    await queueMail(tx, passwordChangedMail(config, { email: updated.email, firstName: updated.firstName }));
  });
}
