// The lock's routes: the member asks whether their withdrawals are locked (the wallet page says so before they
// start); administrators list locked members and unlock one after checking with them, never their own lock.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LockedMembersReply, PinLockReply, UnlockPinsReply } from '../../contract';
import type { Database } from '../../db/client';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { DecidesOn } from '../../http/selfDealing';
import { recordId } from '../../http/validation';
import { describeAudit } from '../../http/adminWriteAudit';
import { findUserById } from '../auth';
import { notify } from '../notifications';
import { clearPinLock, isPinLocked } from './lock';
import { lockedMembers, lockedMembersQuery } from './lockedList';
import { PIN_MESSAGES } from './messages';

const security = [{ bearer: [] }];
const unlockParams = z.object({ user_id: recordId('The member id') });
/** the lock is the member's own: the path names them, no lookup needed */
const onLock: DecidesOn = { thing: 'withdrawal lock', owners: async (_db, request) => [(request.params as { user_id: number }).user_id] };

export const unlockedMessage = (name: string) => `Withdrawals are unlocked for ${name}.`;
export const NOT_LOCKED = 'Withdrawals were not locked for this member.';

export async function pinLockRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;
  app.get(
    '/withdrawal_lock',
    { schema: { summary: 'Whether my withdrawals are locked by too many wrong PINs, and how to unlock them', tags: ['withdrawals'], security } },
    async (request): Promise<PinLockReply> => {
      const locked = await isPinLocked(db, currentUser(request).id);
      return { locked, message: locked ? PIN_MESSAGES.locked : null };
    },
  );
}

async function unlock(db: Database, now: Date, adminId: number, userId: number): Promise<{ reply: UnlockPinsReply; wasLocked: boolean }> {
  const member = await findUserById(db, userId);
  if (!member) throw notFound('This member was not found');
  const wasLocked = await db.transaction(async (tx) => {
    const cleared = await clearPinLock(tx, userId, { now, via: 'admin', by: adminId });
    if (cleared) await notify(tx, userId, { title: 'Withdrawals unlocked', message: 'The society has unlocked your withdrawals.', link: '/wallet', createdAt: now });
    return cleared;
  });
  return { reply: { success: true, message: wasLocked ? unlockedMessage(`${member.firstName} ${member.lastName}`) : NOT_LOCKED }, wasLocked };
}

export async function pinLockAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  const tags = ['admin'];
  app.get(
    '/admin/pin_locks',
    {
      schema: {
        summary: 'Members whose withdrawals are locked by too many wrong PINs, most recent first; search by member name, e-mail or phone; keyset pages with before/limit (SA, ADMIN)',
        tags,
        security,
        querystring: lockedMembersQuery,
      },
    },
    async (request): Promise<LockedMembersReply> => {
      const { search, before, limit } = request.query;
      return lockedMembers(db, { search: search || undefined, before, limit }, currentUser(request).id);
    },
  );
  // not money-moving and the same on a repeat (an unlocked member stays unlocked), so no Idempotency-Key
  app.post(
    '/admin/pin_locks/:user_id/unlock',
    { schema: { summary: "Unlock a member's withdrawals after checking with them (SA, ADMIN)", tags, security, params: unlockParams }, config: { decidesOn: onLock } },
    async (request): Promise<UnlockPinsReply> => {
      const { reply, wasLocked } = await unlock(db, now(), currentUser(request).id, request.params.user_id);
      describeAudit(request, { subjectType: 'pin_lock', subjectId: request.params.user_id, before: { status: wasLocked ? 'locked' : 'unlocked' }, after: { status: 'unlocked' } });
      return reply;
    },
  );
}
