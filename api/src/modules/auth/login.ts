// `POST auth/login` and `POST relogin`. A refused sign-in is a normal reply with status 0 (spec §8), a suspended
// account's too: the sign-in screen shows the message of such a reply, not of an HTTP error.
import type { LoginReply } from '../../contract';
import { issueToken } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { verifyAgainstDummy, verifyPassword } from '../../security/password';
import { ACCOUNT_SUSPENDED_MESSAGE, suspendedSession } from '../members';
import { isAdministrator, recordAdminSignIn } from './adminSignIn';
import type { AccountContext } from './context';
import { accountSubject, attemptPassword, unknownEmailSubject } from './passwordAttempts';
import { revokeToken } from './sessions';
import { loginUser } from './sessionUser';
import { findUserById, findUserByEmail } from './users';
import { resendVerification } from './verification';

export const INVALID_CREDENTIALS = 'Invalid Email or Password';
export const LOGIN_SUCCESS = 'Login successful';
export const RELOGIN_SUCCESS = 'Your session has been renewed';

export const unverifiedMessage = (email: string, sentNow: boolean) =>
  sentNow
    ? `Please verify your e-mail address before you sign in. We have sent a new verification link to ${email}.`
    : `Please verify your e-mail address before you sign in. Use the verification link we sent to ${email} a few minutes ago.`;

type Refusal = Extract<LoginReply, { status: 0 }>;
const refuse = (message: string, retryAfterSeconds = 0): Refusal => ({ status: 0, success: false, message, retry_after: retryAfterSeconds });

/**
 * An unknown e-mail, a wrong password and an attempt made during a wait all get the same refusal: the spec's
 * message and `retry_after` (0 until the free failures are spent), counted in a ledger of their own for an e-mail
 * without an account, so nothing tells whether the account exists or whether the password was checked.
 */
export async function login(context: AccountContext, input: { email: string; password: string }): Promise<LoginReply> {
  const { db, now } = context;
  const user = await findUserByEmail(db, input.email);
  const subject = user ? accountSubject(user.id) : unknownEmailSubject(input.email);
  const attempt = await attemptPassword(db, { subject, address: context.address, now }, () =>
    user ? verifyPassword(input.password, user.passwordHash) : verifyAgainstDummy(input.password),
  );
  if (!attempt.ok && attempt.checked && isAdministrator(user)) await recordAdminSignIn(context, user, 'failed', 'Wrong password');
  if (!attempt.ok || !user) return refuse(INVALID_CREDENTIALS, attempt.ok ? 0 : attempt.retryAfterSeconds);
  // only after the right password, so the refusal tells nobody else that the account exists or is suspended
  if (user.suspendedAt) return refuse(ACCOUNT_SUSPENDED_MESSAGE);

  if (!user.emailVerifiedAt) {
    const sent = await resendVerification(context, user);
    return refuse(unverifiedMessage(user.email, sent));
  }

  const session = await issueToken(db, user.id, { now, ttlMinutes: context.config.TOKEN_TTL_MINUTES, userAgent: context.userAgent });
  if (isAdministrator(user)) await recordAdminSignIn(context, user, 'done');
  return { status: 1, success: true, message: LOGIN_SUCCESS, user: await loginUser(db, user, session) };
}

/** Rotates the presented token: a new one is issued and the old one stops working at once. */
export async function relogin(context: AccountContext, current: { userId: number; tokenId: number }): Promise<LoginReply> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    // revoking first makes two concurrent relogins with one token yield a single new session
    if (!(await revokeToken(tx, current.tokenId, now))) throw unauthorized();
    const user = await findUserById(tx, current.userId);
    if (!user) throw unauthorized();
    if (user.suspendedAt) throw suspendedSession();
    const session = await issueToken(tx, user.id, { now, ttlMinutes: context.config.TOKEN_TTL_MINUTES, userAgent: context.userAgent });
    return { status: 1 as const, success: true as const, message: RELOGIN_SUCCESS, user: await loginUser(tx, user, session) };
  });
}
