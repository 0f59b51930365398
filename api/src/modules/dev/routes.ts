// Development helpers, registered only in development mode (DEV_MODE=true, never in production): the mails the outbox transport kept.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMail } from '../../contract';
import { mailOutbox } from '../../db/schema';
import { developmentFeaturesOn } from '../../environment/devMode';

const OUTBOX_LIMIT = 100;

const outboxQuery = z.object({
  to: z.string({ error: 'to must be an e-mail address' }).trim().toLowerCase().max(254).optional().describe('only mails to this address'),
});

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
}
