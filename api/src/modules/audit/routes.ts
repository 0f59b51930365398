// The audit trail's reading side (SA, ADMIN): the filtered rows a page at a time, and all of them as CSV. Its writing
// side is the admin scope's hook (../../http/adminWriteAudit.ts) and the direct appends (sign-ins, the command line, the seed).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditReply } from '../../contract';
import { lagosDate } from '../../time/lagos';
import { auditCsv } from './csv';
import { auditActions, auditActors, auditPage } from './read';
import { auditCsvQuery, auditQuery } from './schema';

const tags = ['admin'];
const security = [{ bearer: [] }];

export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.get(
    '/admin/audit',
    {
      schema: {
        summary: "The audit trail, newest first: filter by who, action, subject, outcome and Lagos dates; pass next_cursor back as cursor (SA, ADMIN)",
        tags,
        security,
        querystring: auditQuery,
      },
    },
    async (request, reply): Promise<AuditReply> => {
      const { cursor, limit, ...filters } = request.query;
      const [page, actions, actors] = await Promise.all([auditPage(db, filters, { cursor, limit }), auditActions(db), auditActors(db)]);
      reply.header('cache-control', 'private, no-store');
      return { success: true, entries: page.entries, next_cursor: page.nextCursor, actions, actors };
    },
  );

  app.get(
    '/admin/audit.csv',
    { schema: { summary: 'Every audit row the filters match, as CSV (same filters as admin/audit; SA, ADMIN)', tags, security, querystring: auditCsvQuery, produces: ['text/csv'] } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${lagosDate(now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(db, request.query))),
  );
}
