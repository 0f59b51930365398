// Dividends on shareholdings (SA, ADMIN): the pool they are paid from and its funding, preview the pro-rata split,
// propose a declaration (paid when another administrator approves it: ../approvals), and the record.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DividendDetailsReply, DividendKeysetPage, DividendListReply, DividendPoolReply, DividendPreviewReply, ProposedReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { idempotencyOf, sendIdempotent, withIdempotency } from '../../idempotency';
import { SOCIETY_ACCOUNT_KIND, withMoneyTransaction } from '../../ledger';
import { formatKobo } from '../../money/money';
import { describeProposed, proposedReply } from '../approvals';
import { proposeDeclaration } from './declaration';
import { poolReply, proposeFunding, societyBalance } from './pool';
import { dividendFundingBody, dividendIdParams, dividendListQuery, dividendPageQuery, dividendPostBody, dividendPreviewBody } from './schema';
import { allocationView, dividendAllocationsPage, dividendView, findDividend, listDividends, listDividendsBefore, splitDividend } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
/** one scope for the society: a proposal retried by any administrator with its key is made once */
const DIVIDEND_SCOPE = 'society:dividends';
const FUNDING_SCOPE = 'society:dividend_funding';

export async function dividendRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.get(
    '/admin/dividends/pool',
    { schema: { summary: 'What the dividend pool holds, and each account it may be funded from (SA, ADMIN)', tags, security } },
    async (): Promise<DividendPoolReply> => poolReply(db),
  );

  app.post(
    '/admin/dividends/fund',
    {
      config: { auditAction: 'dividends.propose_funding' },
      schema: { summary: 'Propose moving money from a society income account into the dividend pool; another administrator approves it (SA, ADMIN; Idempotency-Key)', tags, security, body: dividendFundingBody },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const result = await withIdempotency<ProposedReply>(db, { scope: FUNDING_SCOPE, key, requestHash }, async (tx) => {
        const proposal = await proposeFunding(tx, { amountKobo: request.body.amount, source: request.body.source, note: request.body.note, proposedBy: admin.id, now: now() });
        return proposedReply(tx, proposal, admin);
      });
      describeProposed(request, result.body);
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    '/admin/dividends/preview',
    // it changes nothing: no audit row (test/back-office/audit-walk.test.ts lists the routes that skip it)
    { config: { auditSkip: true }, schema: { summary: "A dividend's pro-rata split over today's shareholders and what the pool holds, nothing posted (SA, ADMIN)", tags, security, body: dividendPreviewBody } },
    async (request): Promise<DividendPreviewReply> => {
      const { split, pool } = await withMoneyTransaction(db, async (tx) => ({ split: await splitDividend(tx, request.body.amount), pool: await societyBalance(tx, SOCIETY_ACCOUNT_KIND.dividendPool) }), {
        isolationLevel: 'repeatable read',
      });
      return {
        success: true,
        amount: formatKobo(request.body.amount),
        total_shares: formatKobo(split.totalSharesKobo),
        member_count: split.allocations.length,
        allocations: split.allocations.map(allocationView),
        pool_balance: formatKobo(pool),
      };
    },
  );

  app.post(
    '/admin/dividends',
    {
      config: { auditAction: 'dividends.propose_declaration' },
      schema: { summary: "Propose a dividend to every shareholder, paid from the pool when another administrator approves it (SA, ADMIN; Idempotency-Key)", tags, security, body: dividendPostBody },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const result = await withIdempotency<ProposedReply>(db, { scope: DIVIDEND_SCOPE, key, requestHash }, async (tx) => {
        const proposal = await proposeDeclaration(tx, { amountKobo: request.body.amount, note: request.body.note, proposedBy: admin.id, now: now() });
        return proposedReply(tx, proposal, admin);
      });
      describeProposed(request, result.body);
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/admin/dividends',
    { schema: { summary: 'Dividends posted, newest first: keyset pages (before, limit), or numbered pages when page or per_page is sent (SA, ADMIN)', tags, security, querystring: dividendListQuery } },
    async (request): Promise<DividendKeysetPage | DividendListReply> => {
      const { before, limit, page, per_page: perPage } = request.query;
      if (page !== undefined || perPage !== undefined) return listDividends(db, { page: page ?? 1, perPage: perPage ?? 20, path: '/api/admin/dividends' });
      return listDividendsBefore(db, before, limit ?? 20);
    },
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

