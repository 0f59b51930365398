// Dividends on shareholdings (SA, ADMIN): preview the pro-rata split, post it to every shareholder's wallet, and the record.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DividendDetailsReply, DividendListReply, DividendPostReply, DividendPreviewReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { idempotencyOf, sendIdempotent, withIdempotency } from '../../idempotency';
import { withMoneyTransaction } from '../../ledger';
import { formatKobo, formatNairaText } from '../../money/money';
import { dividendIdParams, dividendPageQuery, dividendPostBody, dividendPreviewBody } from './schema';
import { allocationView, dividendAllocationsPage, dividendView, findDividend, listDividends, postDividend, splitDividend } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
/** one scope for the society: a declaration retried by any administrator with its key posts once */
const DIVIDEND_SCOPE = 'society:dividends';

export async function dividendRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  app.post(
    '/admin/dividends/preview',
    { schema: { summary: "A dividend's pro-rata split over today's shareholders, nothing posted (SA, ADMIN)", tags, security, body: dividendPreviewBody } },
    async (request): Promise<DividendPreviewReply> => {
      const split = await withMoneyTransaction(db, (tx) => splitDividend(tx, request.body.amount), { isolationLevel: 'repeatable read' });
      return {
        success: true,
        amount: formatKobo(request.body.amount),
        total_shares: formatKobo(split.totalSharesKobo),
        member_count: split.allocations.length,
        allocations: split.allocations.map(allocationView),
      };
    },
  );

  app.post(
    '/admin/dividends',
    { schema: { summary: "Post a dividend into every shareholder's wallet (SA, ADMIN; Idempotency-Key)", tags, security, body: dividendPostBody } },
    async (request, reply) => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const result = await withIdempotency<DividendPostReply>(db, { scope: DIVIDEND_SCOPE, key, requestHash }, async (tx) => {
        const dividend = await postDividend(tx, { amountKobo: request.body.amount, note: request.body.note, declaredBy: admin.id });
        return {
          status: 200,
          body: {
            success: true,
            message: `Dividend of ${formatNairaText(dividend.amountKobo)} paid to ${dividend.memberCount} member${dividend.memberCount === 1 ? '' : 's'}`,
            dividend: await dividendView(tx, dividend),
          },
        };
      });
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/admin/dividends',
    { schema: { summary: 'Dividends posted, newest first (SA, ADMIN)', tags, security, querystring: dividendPageQuery } },
    async (request): Promise<DividendListReply> =>
      listDividends(db, { page: request.query.page, perPage: request.query.per_page, path: '/api/admin/dividends' }),
  );

  app.get(
    '/admin/dividends/:id',
    { schema: { summary: "A dividend and what each member got, largest first (SA, ADMIN)", tags, security, params: dividendIdParams, querystring: dividendPageQuery } },
    async (request): Promise<DividendDetailsReply> => {
      const dividend = await findDividend(db, request.params.id);
      if (!dividend) throw notFound('Dividend not found');
      const page = { page: request.query.page, perPage: request.query.per_page, path: `/api/admin/dividends/${dividend.id}` };
      return { success: true, dividend: await dividendView(db, dividend), allocations: await dividendAllocationsPage(db, dividend, page) };
    },
  );
}
