// Target plans (spec §7 "Target savings", facts §2.4, §3.3): create (the end date computed, never taken from the
// client), edit while active, details, autosave on/off per target, and the lists. Money in and out of a target is
// the funding routes' job (fundPurposes.ts, targets.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TargetDetailsReply, TargetListReply, TargetReply } from '../../contract';
import type { Transaction } from '../../db/client';
import { savingsPlans } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { unprocessable } from '../../http/errors';
import { idempotencyOf, sendIdempotent, userScope, withIdempotency, IDEMPOTENCY_HEADER } from '../../idempotency';
import { accountBalance } from '../../ledger';
import { formatNairaText } from '../../money/money';
import { assertShareholdingMinimum } from './gates';
import { planIdParams, targetBody } from './planBodies';
import { assertStartDate, savedCardIdOf, scheduleOf } from './planFields';
import { assertOwnCard, assertPlanCardLive, autosaveOff, autosaveOn, findOwnPlan, lockOwnPlan, memberTargets, scheduleColumns, scheduleOfPlan, targetWire, targetsWire } from './planService';
import { targetEndDate } from './schedule';
import { TARGET_CLOSED, TARGET_NOT_FOUND, completeTargetIfReached, targetAccount } from './targets';

const tags = ['savings'];
const security = [{ bearer: [] }];

export const targetBelowBalanceMessage = (balanceKobo: bigint) => `The targeted amount cannot be below the ${formatNairaText(balanceKobo)} already in this target`;

export async function targetPlanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  const list = async (userId: number): Promise<TargetListReply> => ({ success: true, data: await targetsWire(db, userId, await memberTargets(db, userId)) });
  app.get('/targets', { schema: { summary: 'My targets, newest first', tags, security } }, (request) => list(currentUser(request).id));
  app.get('/all_targets_plan_per_user', { schema: { summary: 'Every target I made, newest first', tags, security } }, (request) => list(currentUser(request).id));

  app.post(
    '/targets/store',
    {
      schema: {
        summary: 'Create a target (the end date is computed; autosave on when a saved card is chosen). An Idempotency-Key header makes a double submit create one target',
        tags,
        security,
        body: targetBody,
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const body = request.body;
      const at = now();
      const schedule = scheduleOf(body);
      assertStartDate(schedule.startDate, at);
      await assertShareholdingMinimum(db, userId, 'target');
      const cardId = body.card_id === undefined ? null : savedCardIdOf({ card_id: body.card_id });
      if (cardId !== null) await assertOwnCard(db, userId, cardId);
      const create = async (tx: Transaction): Promise<{ status: number; body: TargetReply }> => {
        const [plan] = await tx
          .insert(savingsPlans)
          .values({
            userId,
            kind: 'target',
            targetName: body.target_name,
            targetedAmountKobo: body.targeted_amount,
            amountKobo: body.amount,
            ...scheduleColumns(schedule),
            endDate: targetEndDate(body.targeted_amount, body.amount, schedule.frequency, schedule.startDate),
            cardId,
            ...(cardId === null ? autosaveOff() : autosaveOn(schedule, at)),
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return { status: 200, body: { success: true, message: `Your target "${plan.targetName}" has been created.`, target: await targetWire(tx, plan) } };
      };
      if (request.headers[IDEMPOTENCY_HEADER] === undefined) return db.transaction(async (tx) => (await create(tx)).body);
      const { key, requestHash } = idempotencyOf(request);
      return sendIdempotent(reply, await withIdempotency(db, { scope: userScope(userId), key, requestHash }, create));
    },
  );

  app.get(
    '/targets/details/:id',
    { schema: { summary: 'One of my targets ([target])', tags, security, params: planIdParams } },
    async (request): Promise<TargetDetailsReply> => {
      const plan = await findOwnPlan(db, currentUser(request).id, 'target', request.params.id, TARGET_NOT_FOUND);
      return [await targetWire(db, plan)];
    },
  );

  app.post(
    '/targets/:id',
    { schema: { summary: 'Edit one of my active targets (the end date is computed again)', tags, security, params: planIdParams, body: targetBody } },
    async (request): Promise<TargetReply> => {
      const userId = currentUser(request).id;
      const body = request.body;
      const at = now();
      const schedule = scheduleOf(body);
      const cardId = body.card_id === undefined ? null : savedCardIdOf({ card_id: body.card_id });
      if (cardId !== null) await assertOwnCard(db, userId, cardId);
      return db.transaction(async (tx) => {
        const existing = await lockOwnPlan(tx, userId, 'target', request.params.id, TARGET_NOT_FOUND);
        if (existing.status !== 'active') throw unprocessable(TARGET_CLOSED);
        assertStartDate(schedule.startDate, at, existing.startDate);
        const balance = await accountBalance(tx, await targetAccount(tx, existing));
        if (body.targeted_amount < balance) throw unprocessable(targetBelowBalanceMessage(balance));
        // a card keeps autosave as it was (on for a target that had none); no card turns it off
        const autosaveWanted = cardId !== null && (existing.cardId === null || existing.autoStatus);
        const [plan] = await tx
          .update(savingsPlans)
          .set({
            targetName: body.target_name,
            targetedAmountKobo: body.targeted_amount,
            amountKobo: body.amount,
            ...scheduleColumns(schedule),
            endDate: targetEndDate(body.targeted_amount, body.amount, schedule.frequency, schedule.startDate),
            cardId,
            ...(autosaveWanted ? autosaveOn(schedule, at) : autosaveOff()),
            updatedAt: at,
          })
          .where(eq(savingsPlans.id, existing.id))
          .returning();
        const completed = await completeTargetIfReached(tx, plan, at);
        const current = completed ? await findOwnPlan(tx, userId, 'target', plan.id) : plan;
        const message = completed ? `Your target "${plan.targetName}" is complete: its money is in your wallet.` : `Your target "${plan.targetName}" has been updated.`;
        return { success: true, message, target: await targetWire(tx, current) };
      });
    },
  );

  const switchAutosave = (userId: number, id: number, on: boolean): Promise<TargetReply> =>
    db.transaction(async (tx) => {
      const existing = await lockOwnPlan(tx, userId, 'target', id, TARGET_NOT_FOUND);
      if (existing.status !== 'active') throw unprocessable(TARGET_CLOSED);
      if (on) await assertPlanCardLive(tx, existing);
      const at = now();
      const [plan] = await tx
        .update(savingsPlans)
        .set({ ...(on ? autosaveOn(scheduleOfPlan(existing), at) : autosaveOff()), updatedAt: at })
        .where(eq(savingsPlans.id, existing.id))
        .returning();
      return { success: true, message: `Autosave of "${plan.targetName}" is ${on ? 'on' : 'off'}.`, target: await targetWire(tx, plan) };
    });
  app.post('/targetsActivateAutoSave/:id', { schema: { summary: "Turn a target's autosave on (resumes a paused one)", tags, security, params: planIdParams } }, (request) =>
    switchAutosave(currentUser(request).id, request.params.id, true),
  );
  app.post('/targetsDeactivateAutoSave/:id', { schema: { summary: "Turn a target's autosave off", tags, security, params: planIdParams } }, (request) =>
    switchAutosave(currentUser(request).id, request.params.id, false),
  );
}
