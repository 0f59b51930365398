// Development helpers, registered only in development mode (DEV_MODE=true, never in production): the mails the outbox
// transport kept, and running the savings autosave job and the loans' auto-repay and reminder jobs now (the browser
// tests cannot wait for a plan's time or a due date). What runs in an area is that area's own development hook
// (`defineArea({ dev })`): these routes reach nothing else of theirs.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMail } from '../../contract';
import { mailOutbox } from '../../db/schema';
import { developmentFeaturesOn } from '../../environment/devMode';
import { recordId } from '../../http/validation';
import { investmentsArea } from '../investments/area';
import { loansArea } from '../loans/area';
import { savingsArea } from '../savings/area';

const OUTBOX_LIMIT = 100;

const outboxQuery = z.object({
  to: z.string({ error: 'to must be an e-mail address' }).trim().toLowerCase().max(254).optional().describe('only mails to this address'),
});

const autosaveRunBody = z.object({ plan_id: recordId('The plan id').optional().describe("this plan's next period is charged now, whenever it falls") });

export async function devRoutes(fastify: FastifyInstance): Promise<void> {
  if (!developmentFeaturesOn(fastify.deps.config)) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dev/outbox',
    { schema: { summary: `Mails kept by the outbox transport, newest first (at most ${OUTBOX_LIMIT}; development mode only)`, tags: ['dev'], querystring: outboxQuery } },
    async (request): Promise<OutboxMail[]> => {
      const { db, mailer } = request.server.deps;
      await mailer.flush(); // a mail handed over just before this call is stored first
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.toAddress, request.query.to) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(OUTBOX_LIMIT);
      return rows.map((row) => ({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, created_at: row.createdAt.toISOString() }));
    },
  );

  app.post(
    '/dev/autosave/run',
    {
      schema: {
        summary: "Run the savings autosave job now (development mode only); with plan_id, that plan's next period is made due first",
        tags: ['dev'],
        // no body at all is fine too
        body: autosaveRunBody.nullish(),
      },
    },
    async (request): Promise<{ success: true; charged: number; failed: number }> => {
      const { deps } = request.server;
      const planId = request.body?.plan_id;
      const summary = await savingsArea.dev.runAutosave(deps, planId);
      await deps.mailer.flush();
      return { success: true, charged: summary.charged, failed: summary.failed };
    },
  );

  app.post(
    '/dev/loans/auto_repay/run',
    { schema: { summary: 'Run the loans auto-repay job now (development mode only)', tags: ['dev'], body: z.object({ loan_id: recordId('The loan id').optional() }).nullish() } },
    async (request) => {
      const { deps } = request.server;
      const summary = await loansArea.dev.runAutoRepay(deps, request.body?.loan_id);
      await deps.mailer.flush();
      return { success: true as const, ...summary };
    },
  );

  app.post('/dev/loans/reminders/run', { schema: { summary: 'Send the due loan reminders and overdue notices now (development mode only)', tags: ['dev'], body: z.object({}).nullish() } }, async (request) => {
    const { deps } = request.server;
    const summary = await loansArea.dev.runReminders(deps);
    await deps.mailer.flush();
    return { success: true as const, ...summary };
  });

  app.post('/dev/investments/payouts/run', { schema: { summary: 'Pay every matured investment’s holders now (development mode only)', tags: ['dev'], body: z.object({}).nullish() } }, async (request) => {
    const { deps } = request.server;
    return { success: true as const, ...(await investmentsArea.dev.runDuePayouts(deps)) };
  });

  app.post(
    '/dev/investments/:id/mature',
    { schema: { summary: 'Bring an investment’s maturity date to today, closing its sale (development mode only)', tags: ['dev'], params: z.object({ id: recordId('The investment') }) } },
    async (request) => {
      const row = await investmentsArea.dev.matureToday(request.server.deps, request.params.id);
      return { success: true as const, id: row.id, maturity_date: row.maturityDate };
    },
  );
}
