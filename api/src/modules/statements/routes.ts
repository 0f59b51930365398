// Statement of account (spec §7): statement_of_account, a page as JSON, or every row as CSV or PDF.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StatementReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { statementDownloadLimit } from '../../http/costlyCallLimits';
import { unprocessable } from '../../http/errors';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { dateRange } from '../transactions';
import { statementCsv } from './csv';
import { MAX_PDF_ROWS, statementPdf } from './pdf';
import { statementQuery } from './schema';
import { eachLine, fullStatement, statementReply, walletStatement } from './service';

const PATH = '/api/statement_of_account';

export async function statementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/statement_of_account',
    {
      // a download: a plain link cannot send the Authorization header
      config: { ...TOKEN_IN_QUERY, rateLimit: statementDownloadLimit() },
      schema: {
        summary: 'My wallet statement between two Lagos dates (default: this month): opening and closing balances, totals, running balance; format=csv|pdf downloads every row',
        tags: ['statements'],
        security: [{ bearer: [] }],
        querystring: statementQuery,
        produces: ['application/json', 'text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const { db, now, config } = request.server.deps;
      const { page, per_page, from, to, format } = request.query;
      const range = dateRange({ from, to }, now(), { defaultToToday: true, defaultFromMonthStart: true });
      const period = { from: range.from!, to: range.to!, fromInstant: range.fromInstant!, toInstant: range.toInstant! };
      const userId = currentUser(request).id;
      reply.header('cache-control', 'private, no-store');

      if (format === 'json') {
        const statement = await walletStatement(db, userId, period, page, per_page);
        return statementReply(statement, { path: PATH, query: { from: period.from, to: period.to } }) satisfies StatementReply;
      }

      const { summary, batches } = await fullStatement(db, userId, period);
      if (format === 'pdf' && summary.total > MAX_PDF_ROWS) {
        throw unprocessable(`This period has ${summary.total} entries, too many for a PDF (at most ${MAX_PDF_ROWS}). Choose a shorter period, or download the CSV`);
      }
      reply.header('content-disposition', `attachment; filename="statement-${period.from}-to-${period.to}.${format}"`);
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(Readable.from(statementCsv(summary, batches, config.SOCIETY_NAME)));
      }
      return reply.type('application/pdf').send(statementPdf(summary, eachLine(batches), { societyName: config.SOCIETY_NAME, generatedAt: now() }));
    },
  );
}
