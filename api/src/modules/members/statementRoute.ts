// A member's wallet statement for the console (issue 25): `GET admin/members/{id}/statement.csv|.pdf?from=&to=`,
// the same file the member downloads from statement_of_account (the statements module writes both), so an
// administrator answering a member looks at exactly what the member sees.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import type { ZodScope } from '../../http/scopes';
import { statementDownloadLimit } from '../../http/costlyCallLimits';
import { notFound, unprocessable } from '../../http/errors';
import { recordId } from '../../http/validation';
import { statementCsv, statementPdf, MAX_PDF_ROWS, eachLine, fullStatement } from '../statements';
import { findUserById } from '../auth';
import { calendarDate, dateRange } from '../transactions';

const FORMATS = ['csv', 'pdf'] as const;
type Format = (typeof FORMATS)[number];

const params = z.object({ id: recordId('The member') });
const query = z.object({
  from: calendarDate('The start date').describe('YYYY-MM-DD (Lagos), inclusive; default: the first day of the month of `to`'),
  to: calendarDate('The end date').describe('YYYY-MM-DD (Lagos), inclusive; default: today'),
});

export async function memberStatementRoutes(app: ZodScope): Promise<void> {
  for (const format of FORMATS) {
    app.get(
      `/admin/members/:id/statement.${format}`,
      {
        // a statement download costs the same whoever asks: the members' limit, counted per administrator
        config: { rateLimit: statementDownloadLimit() },
        schema: {
          summary: `A member's wallet statement between two Lagos dates (default: this month) as ${format.toUpperCase()}, as the member downloads it (SA, ADMIN)`,
          tags: ['admin'],
          security: [{ bearer: [] }],
          params,
          querystring: query,
          produces: [format === 'csv' ? 'text/csv' : 'application/pdf'],
        },
      },
      async (request, reply) => sendStatement(request.server.deps, reply, request.params.id, request.query, format),
    );
  }
}

async function sendStatement(deps: AppDeps, reply: FastifyReply, userId: number, dates: z.output<typeof query>, format: Format) {
  const { db, now, config } = deps;
  if (!(await findUserById(db, userId))) throw notFound('There is no account with this id');
  const range = dateRange(dates, now(), { defaultToToday: true, defaultFromMonthStart: true });
  const period = { from: range.from!, to: range.to!, fromInstant: range.fromInstant!, toInstant: range.toInstant! };
  const { summary, batches } = await fullStatement(db, userId, period);
  if (format === 'pdf' && summary.total > MAX_PDF_ROWS) {
    throw unprocessable(`This period has ${summary.total} entries, too many for a PDF (at most ${MAX_PDF_ROWS}). Choose a shorter period, or download the CSV`);
  }
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename="statement-${summary.accountNo}-${period.from}-to-${period.to}.${format}"`);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(statementCsv(summary, batches, config.SOCIETY_NAME)));
  return reply.type('application/pdf').send(statementPdf(summary, eachLine(batches), { societyName: config.SOCIETY_NAME, generatedAt: now() }));
}
