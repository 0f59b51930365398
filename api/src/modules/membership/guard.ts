// The one membership guard: whether a user may use what is for members only (the registration fee paid), with the
// refusal (403) each place words its own way. Membership is only ever granted, never taken back, so a session that
// already says "member" is believed without a query; any other is read afresh. Used by the savings, loans and
// investments routes (as a preValidation hook) and by payments for every members-only purpose.
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Executor } from '../../db/client';
import { currentUser } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { isMember } from './status';

/** 403 with `refusal` unless the user is a member (a `memberStatus` of true, from the session, is believed) */
export async function assertMember(executor: Executor, user: { id: number; memberStatus?: boolean }, refusal: string): Promise<void> {
  if (!user.memberStatus && !(await isMember(executor, user.id))) throw forbidden(refusal);
}

/** a preValidation hook for routes that are for members only: non-members get 403 with `refusal` */
export function membersOnly(refusal: string): preValidationAsyncHookHandler {
  return async function requireMembership(request) {
    await assertMember(request.server.deps.db, currentUser(request), refusal);
  };
}
