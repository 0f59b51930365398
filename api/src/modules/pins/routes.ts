// The lock's routes: the member asks whether their withdrawals are locked (the wallet page says so before they
// start); administrators list locked members and unlock one after checking with them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LockedMembersReply, PinLockReply, UnlockPinsReply } from '../../contract';
import type { Database } from '../../db/client';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { recordId } from '../../http/validation';
import { findUserById } from '../auth/users';
import { notify } from '../notifications/service';
import { clearPinLock, isPinLocked, lockedMembers } from './lock';
import { PIN_MESSAGES } from './messages';

const security = [{ bearer: [] }];
const unlockParams = z.object({ user_id: recordId('The member id') });

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

async function unlock(db: Database, now: Date, adminId: number, userId: number): Promise<UnlockPinsReply> {
  const member = await findUserById(db, userId);
  if (!member) throw notFound('This member was not found');
  const wasLocked = await db.transaction(async (tx) => {
    const cleared = await clearPinLock(tx, userId, { now, via: 'admin', by: adminId });
    if (cleared) await notify(tx, userId, { title: 'Withdrawals unlocked', message: 'The society has unlocked your withdrawals.', link: '/wallet', createdAt: now });
    return cleared;
  });
  return { success: true, message: wasLocked ? unlockedMessage(`${member.firstName} ${member.lastName}`) : NOT_LOCKED };
}

export async function pinLockAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  const tags = ['admin'];
  app.get(
    '/admin/pin_locks',
    { schema: { summary: 'Members whose withdrawals are locked by too many wrong PINs, most recent first (SA, ADMIN)', tags, security } },
    async (): Promise<LockedMembersReply> => ({
      data: (await lockedMembers(db)).map((m) => ({ user_id: m.userId, member_name: `${m.firstName} ${m.lastName}`, member_email: m.email, locked_at: m.lockedAt.toISOString() })),
    }),
  );
  // not money-moving and the same on a repeat (an unlocked member stays unlocked), so no Idempotency-Key
  app.post(
    '/admin/pin_locks/:user_id/unlock',
    { schema: { summary: "Unlock a member's withdrawals after checking with them (SA, ADMIN)", tags, security, params: unlockParams } },
    async (request): Promise<UnlockPinsReply> => unlock(db, now(), currentUser(request).id, request.params.user_id),
  );
}
