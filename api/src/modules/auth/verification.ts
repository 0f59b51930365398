// E-mail verification: a one-time code per link, mailed at sign-up and again when an unverified account
// signs in (at most one new link per RESEND_INTERVAL per account).
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailVerifications, users, type User } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { queueMail } from '../../mail/queue';
import { verificationMail } from '../../mail/templates';
import { newSecret, hashSecret } from '../../security/secrets';
import { notify } from '../notifications';
import type { AccountContext } from './context';

const RESEND_INTERVAL_MS = 5 * 60_000;

export const VERIFIED_MESSAGE = 'Your e-mail address has been verified. You can now sign in.';
export const INVALID_CODE_MESSAGE = 'This verification link is not valid or has already been used. If your e-mail address is verified, sign in.';
export const EXPIRED_CODE_MESSAGE =
  'This verification link has expired. Sign in with your e-mail address and password and we will send you a new link.';

/** Stores a new code for the user and returns it (only its hash is kept). */
export async function createVerificationCode(executor: Executor, userId: number, context: Pick<AccountContext, 'now' | 'config'>) {
  const { secret, hash } = newSecret();
  await executor.insert(emailVerifications).values({
    userId,
    codeHash: hash,
    createdAt: context.now,
    expiresAt: new Date(context.now.getTime() + context.config.EMAIL_VERIFICATION_TTL_MINUTES * 60_000),
  });
  return secret;
}

/** in the transaction that stored the code */
export async function queueVerificationMail(tx: Executor, context: Pick<AccountContext, 'config'>, user: Pick<User, 'email' | 'firstName'>, code: string): Promise<void> {
  await queueMail(tx, verificationMail(context.config, { email: user.email, firstName: user.firstName }, code));
}

/**
 * Mails a fresh link to an unverified account unless one went out within the last few minutes.
 * Returns whether a new link was sent.
 */
export async function resendVerification(context: AccountContext, user: User): Promise<boolean> {
  const since = new Date(context.now.getTime() - RESEND_INTERVAL_MS);
  return context.db.transaction(async (tx) => {
    // serialise concurrent sign-in attempts of one account so only one of them sends a link
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const [recent] = await tx
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, user.id), gt(emailVerifications.createdAt, since)))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1);
    if (recent) return false;
    await queueVerificationMail(tx, context, user, await createVerificationCode(tx, user.id, context));
    return true;
  });
}

/** `POST auth/signupVerifyEmail/{code}`: marks the e-mail verified and welcomes the member. */
export async function verifyEmail(context: AccountContext, code: string): Promise<void> {
  const { now, config } = context;
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: emailVerifications.id, userId: emailVerifications.userId, expiresAt: emailVerifications.expiresAt, usedAt: emailVerifications.usedAt })
      .from(emailVerifications)
      .where(eq(emailVerifications.codeHash, hashSecret(code)))
      .limit(1);
    if (!row || row.usedAt) throw badRequest(INVALID_CODE_MESSAGE);
    if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(EXPIRED_CODE_MESSAGE);

    const claimed = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (!claimed.length) throw badRequest(INVALID_CODE_MESSAGE);

    const firstTime = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)))
      .returning({ firstName: users.firstName });
    if (firstTime.length) {
      await notify(tx, row.userId, {
        createdAt: now,
        title: `Welcome to ${config.SOCIETY_NAME}`,
        message: `Hello ${firstTime[0].firstName}, your e-mail address is verified. Complete your profile and bank details in Account settings, then become a member to start saving.`,
        link: '/settings',
      });
    }
  });
}
