// An administrator acting on an account (issue 25 "Acting on an account"; SA and ADMIN): suspend and reactivate it,
// resend the verification mail, send a password reset mail. Nobody acts on their own account (config.decidesOn), and
// each request is audited with subject `member` {id} (a suspension with before/after `{ suspended, reason }`).
// Unlocking withdrawals stays `POST admin/pin_locks/{user_id}/unlock` (../pins).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberMailReply, MemberSuspensionReply } from '../../contract';
import { users } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import type { DecidesOn } from '../../http/selfDealing';
import { describeAudit, type AuditDescription } from '../../http/adminWriteAudit';
import { accountContext, mailPasswordReset, findUserById, resendVerification } from '../auth';
import { reactivateBody, suspendBody, suspensionReason } from './actionsSchema';
import { memberIdParams } from './schema';
import { NO_SUCH_ACCOUNT, REACTIVATED_MESSAGE, SUSPENDED_MESSAGE, reactivateAccount, suspendAccount, type SuspensionChange } from './suspension';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const ALREADY_VERIFIED = 'This e-mail address is already verified';
export const VERIFICATION_SENT = 'Verification mail sent';
export const RESET_SENT = 'Password reset mail sent';
export const verificationRecentlySent = (email: string) =>
  `A verification mail went to ${email} a few minutes ago: ask the member to look for it (and in their spam folder) before sending another`;
export const resetRecentlySent = (email: string) => `A password reset mail went to ${email} less than a minute ago: please wait a minute before sending another`;

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** the account itself, when it exists */
const onAccount: DecidesOn = {
  thing: 'account',
  owners: async (db, request) => (await db.select({ id: users.id }).from(users).where(eq(users.id, idOf(request)))).map((row) => row.id),
};

const aboutMember = (id: number, more: AuditDescription = {}): AuditDescription => ({ subjectType: 'member', subjectId: String(id), subjectUserId: id, ...more });

function suspensionReply(request: FastifyRequest, message: string, change: SuspensionChange, reason: string | null): MemberSuspensionReply {
  describeAudit(request, aboutMember(change.member.id, { before: change.before, after: change.after, detail: reason }));
  return { success: true, message, member: change.member };
}

export async function memberActionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  async function accountOrNotFound(request: FastifyRequest) {
    const user = await findUserById(db, idOf(request));
    if (!user) throw notFound(NO_SUCH_ACCOUNT);
    describeAudit(request, aboutMember(user.id));
    return user;
  }

  app.post(
    '/admin/members/:id/suspend',
    {
      config: { decidesOn: onAccount },
      schema: {
        summary: "Suspend an account, with a reason: it cannot sign in, its sessions end (on other API instances within SESSION_CACHE_MS), nothing leaves its accounts; money owed to it still arrives. 409 when already suspended or an administrator's (SA, ADMIN)",
        tags,
        security,
        params: memberIdParams,
        body: suspendBody,
      },
    },
    async (request): Promise<MemberSuspensionReply> => {
      const reason = suspensionReason(request.body?.reason, { required: true })!;
      const change = await suspendAccount(db, { userId: request.params.id, by: currentUser(request).id, reason, now: now() });
      return suspensionReply(request, SUSPENDED_MESSAGE, change, reason);
    },
  );

  app.post(
    '/admin/members/:id/reactivate',
    {
      config: { decidesOn: onAccount },
      schema: {
        summary: 'Lift a suspension (an optional reason): the member signs in and moves money again. 409 when not suspended (SA, ADMIN)',
        tags,
        security,
        params: memberIdParams,
        body: reactivateBody,
      },
    },
    async (request): Promise<MemberSuspensionReply> => {
      const reason = suspensionReason(request.body?.reason, { required: false });
      const change = await reactivateAccount(db, { userId: request.params.id, reason, now: now() });
      return suspensionReply(request, REACTIVATED_MESSAGE, change, reason);
    },
  );

  app.post(
    '/admin/members/:id/verification_mail',
    {
      config: { decidesOn: onAccount },
      schema: { summary: 'Mail the account a new e-mail verification link, as sign-in does. 409 when already verified (SA, ADMIN)', tags, security, params: memberIdParams },
    },
    async (request): Promise<MemberMailReply> => {
      const user = await accountOrNotFound(request);
      if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
      if (!(await resendVerification(accountContext(request), user))) throw conflict(verificationRecentlySent(user.email));
      describeAudit(request, { detail: `Verification mail sent to ${user.email}` });
      return { success: true, message: VERIFICATION_SENT };
    },
  );

  app.post(
    '/admin/members/:id/password_reset_mail',
    {
      config: { decidesOn: onAccount },
      schema: { summary: 'Mail the account a password reset link: the same mail and link as "forgot password" (SA, ADMIN)', tags, security, params: memberIdParams },
    },
    async (request): Promise<MemberMailReply> => {
      const user = await accountOrNotFound(request);
      if (!(await mailPasswordReset(accountContext(request), user))) throw conflict(resetRecentlySent(user.email));
      describeAudit(request, { detail: `Password reset mail sent to ${user.email}` });
      return { success: true, message: RESET_SENT };
    },
  );
}
