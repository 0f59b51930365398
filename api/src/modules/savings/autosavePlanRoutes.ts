// The regular and save-to-loan autosave plans (spec §7, facts §2.3, §2.5): one per member and kind. Store makes it
// (or switches an inactive one on again with the new schedule), edit changes it (and resumes a paused one),
// deactivate turns autosave off; switching it on again is another store (spec §4).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SavingsPlanListReply, SavingsPlanReply } from '../../contract';
import { savingsPlans } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { assertShareholdingMinimum } from './gates';
import { autosavePlanBody, planIdParams } from './planBodies';
import { assertStartDate, savedCardIdOf, scheduleOf } from './planFields';
import { assertOwnCard, autosaveOff, autosaveOn, lockMemberPlan, lockOwnPlan, planWire, scheduleColumns } from './planService';

interface AutosaveKind {
  kind: 'regular' | 'save_to_loan';
  /** as the member reads it in a sentence */
  title: string;
  list: string;
  store: string;
  edit: { method: 'PUT' | 'POST'; url: string };
  deactivate: string;
}

export const REGULAR_PLAN: AutosaveKind = {
  kind: 'regular',
  title: 'regular savings',
  list: '/saving',
  store: '/saving/store',
  edit: { method: 'PUT', url: '/saving/:id' },
  deactivate: '/deactivateAutoSave',
};

export const SAVE_TO_LOAN_PLAN: AutosaveKind = {
  kind: 'save_to_loan',
  title: 'save to loan',
  list: '/save_loan',
  store: '/save_loan/store',
  edit: { method: 'POST', url: '/save_loan/modify/:id' },
  deactivate: '/deactivateAutoSaveLoan',
};

export const planExistsMessage = (title: string) => `You already have an active ${title} autosave plan: edit it instead`;
export const noPlanMessage = (title: string) => `You have no ${title} autosave plan`;

const tags = ['savings'];
const security = [{ bearer: [] }];

export function autosavePlanRoutes(spec: AutosaveKind) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db, now } = fastify.deps;
    const { kind, title } = spec;

    app.get(spec.list, { schema: { summary: `My ${title} autosave plan ([] when none)`, tags, security } }, async (request): Promise<SavingsPlanListReply> => {
      const [plan] = await db.select().from(savingsPlans).where(and(eq(savingsPlans.userId, currentUser(request).id), eq(savingsPlans.kind, kind)));
      return { success: true, data: plan ? [await planWire(db, plan)] : [] };
    });

    app.post(
      spec.store,
      { schema: { summary: `Create my ${title} autosave plan (or switch an inactive one on with this schedule)`, tags, security, body: autosavePlanBody } },
      async (request): Promise<SavingsPlanReply> => {
        const userId = currentUser(request).id;
        const body = request.body;
        const at = now();
        const schedule = scheduleOf(body);
        assertStartDate(schedule.startDate, at);
        await assertShareholdingMinimum(db, userId, 'fund');
        const cardId = savedCardIdOf(body);
        await assertOwnCard(db, userId, cardId);
        return db.transaction(async (tx) => {
          const existing = await lockMemberPlan(tx, userId, kind);
          if (existing && existing.autoStatus) throw conflict(planExistsMessage(title));
          const values = { ...scheduleColumns(schedule), amountKobo: body.amount, cardId, ...autosaveOn(schedule, at), updatedAt: at };
          const [plan] = existing
            ? await tx.update(savingsPlans).set(values).where(eq(savingsPlans.id, existing.id)).returning()
            : await tx.insert(savingsPlans).values({ userId, kind, ...values, createdAt: at }).onConflictDoNothing().returning();
          // another request made it in the meantime
          if (!plan) throw conflict(planExistsMessage(title));
          return { success: true, message: `Your ${title} autosave plan is on.`, plan: await planWire(tx, plan) };
        });
      },
    );

    app.route({
      method: spec.edit.method,
      url: spec.edit.url,
      schema: { summary: `Edit my ${title} autosave plan (a paused plan resumes)`, tags, security, params: planIdParams, body: autosavePlanBody },
      handler: async (request): Promise<SavingsPlanReply> => {
        const userId = currentUser(request).id;
        const body = request.body;
        const at = now();
        const schedule = scheduleOf(body);
        const cardId = savedCardIdOf(body);
        await assertOwnCard(db, userId, cardId);
        return db.transaction(async (tx) => {
          const existing = await lockOwnPlan(tx, userId, kind, request.params.id);
          // an unchanged start date may be in the past: the plan started then
          assertStartDate(schedule.startDate, at, existing.startDate);
          const autosave = existing.autoStatus ? autosaveOn(schedule, at) : autosaveOff();
          const [plan] = await tx
            .update(savingsPlans)
            .set({ ...scheduleColumns(schedule), amountKobo: body.amount, cardId, ...autosave, updatedAt: at })
            .where(eq(savingsPlans.id, existing.id))
            .returning();
          return { success: true, message: `Your ${title} autosave plan has been updated.`, plan: await planWire(tx, plan) };
        });
      },
    });

    app.post(spec.deactivate, { schema: { summary: `Turn my ${title} autosave off`, tags, security } }, async (request): Promise<SavingsPlanReply> => {
      const userId = currentUser(request).id;
      return db.transaction(async (tx) => {
        const existing = await lockMemberPlan(tx, userId, kind);
        if (!existing) throw notFound(noPlanMessage(title));
        const [plan] = await tx.update(savingsPlans).set({ ...autosaveOff(), updatedAt: now() }).where(eq(savingsPlans.id, existing.id)).returning();
        return { success: true, message: `Autosave of your ${title} is off.`, plan: await planWire(tx, plan) };
      });
    });
  };
}
