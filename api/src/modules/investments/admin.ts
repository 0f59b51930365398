// Investments for administrators (SA, ADMIN): the list (./adminList.ts) and one investment, create market and halal
// products (with a picture), post news and read what was posted (./adminNews.ts), see holders, and propose the maturity payout (refused before the maturity date; it runs when another administrator
// approves it, ../approvals; the job runs it too).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { AdminHolderRow, AdminInvestmentNewsPage, AdminInvestmentNewsReply, AdminInvestmentReply, AdminInvestmentsPage } from '../../contract';
import { investmentHoldings, investmentNews, investments, marketCategories } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { conflict, unprocessable } from '../../http/errors';
import { formUploadLimits, parseFields, readFormUpload } from '../../http/formUpload';
import { formatKobo } from '../../money/money';
import { lagosDate } from '../../time/lagos';
import { notify } from '../notifications';
import { nobody, peopleById, saveVariants, uploadedPicture } from '../shop';
import { adminInvestment, adminInvestments } from './adminList';
import { adminInvestmentNews, newsRows } from './adminNews';
import { adminInvestmentsQuery, categoryBody, holdersQuery, investmentFields, investmentIdParams, newsBody, newsQuery } from './body';
import { describeProposed, proposedReply } from '../approvals';
import { proposePayout } from './payout';
import { findInvestment } from './purchase';
import { investmentCard, investmentColumns } from './views';

const tags = ['admin'];
const security = [{ bearer: [] }];
const PAGE = 100;
const LIST_PAGE = 50;
const NEWS_PAGE = 20;

export async function investmentAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  await fastify.register(multipart, { limits: formUploadLimits(1) });

  app.get(
    '/admin/investments',
    { schema: { summary: 'Investments, newest first, with what is sold, the pool and what maturity pays: search by name, filter by kind and status, keyset pages with before/limit (SA, ADMIN)', tags, security, querystring: adminInvestmentsQuery } },
    async (request): Promise<AdminInvestmentsPage> => adminInvestments(db, { ...request.query, limit: request.query.limit ?? LIST_PAGE }, lagosDate(now())),
  );

  app.get('/admin/investments/:id', { schema: { summary: 'One investment as the list shows it (SA, ADMIN)', tags, security, params: investmentIdParams } }, async (request): Promise<AdminInvestmentReply> => ({
    success: true,
    investment: await adminInvestment(db, request.params.id, lagosDate(now())),
  }));

  app.post(
    '/admin/investments',
    { schema: { summary: 'Create a market or halal investment (multipart: kind, investment_type, category_id, description, current_value, expected_returns, units, insurance_partner, start_date, application_date, maturity_date, picture)', tags, security, consumes: ['multipart/form-data'] } },
    async (request) => {
      const upload = await readFormUpload(request, { fileField: 'picture', maxFiles: 1 });
      const f = parseFields(investmentFields, upload.fields);
      if (f.maturity_date <= lagosDate(now())) throw unprocessable('The maturity date must be in the future');
      if (f.category_id) {
        const [category] = await db.select({ id: marketCategories.id }).from(marketCategories).where(eq(marketCategories.id, f.category_id));
        if (!category) throw unprocessable('Choose one of the market categories');
      }
      const picture = upload.files[0] ? await uploadedPicture(upload.files[0]) : null;
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(investments)
          .values({
            kind: f.kind,
            categoryId: f.kind === 'market' ? (f.category_id ?? null) : null,
            investmentType: f.investment_type,
            description: f.description,
            currentValueKobo: f.current_value,
            expectedReturnsKobo: f.expected_returns,
            units: f.units,
            unitRemaining: f.units,
            insurancePartner: f.insurance_partner,
            startDate: f.start_date,
            applicationDate: f.application_date,
            maturityDate: f.maturity_date,
            pictureVersion: picture?.version ?? null,
            pictureData: picture?.data ?? null,
            pictureContentType: picture?.contentType ?? null,
            createdBy: currentUser(request).id,
            createdAt: now(),
          })
          .returning(investmentColumns);
        if (picture) await saveVariants(tx, picture.version, picture.variants);
        return made;
      });
      return { success: true, message: `${row.investmentType} is now on offer`, investment: investmentCard(row, lagosDate(now())) };
    },
  );

  app.post('/admin/investments/:id/news', { schema: { summary: 'Post news on an investment (its holders are told)', tags, security, params: investmentIdParams, body: newsBody } }, async (request): Promise<AdminInvestmentNewsReply> => {
    const inv = await findInvestment(db, request.params.id);
    const at = now();
    const poster = currentUser(request);
    const posted = await db.transaction(async (tx) => {
      const [row] = await tx.insert(investmentNews).values({ investmentId: inv.id, news: request.body.news, postedBy: poster.id, postedAt: at }).returning();
      const holders = await tx.selectDistinct({ userId: investmentHoldings.userId }).from(investmentHoldings).where(eq(investmentHoldings.investmentId, inv.id));
      for (const h of holders) await notify(tx, h.userId, { title: `News: ${inv.investmentType}`, message: request.body.news.slice(0, 300), link: inv.kind === 'halal' ? '/investments?kind=halal' : '/market', createdAt: at });
      return row;
    });
    const [news] = await newsRows(db, [posted]);
    return { success: true, message: 'News posted', news };
  });

  app.get(
    '/admin/investments/:id/news',
    { schema: { summary: 'The news posted on an investment, newest first, with who posted it (keyset: before/limit; SA, ADMIN)', tags, security, params: investmentIdParams, querystring: newsQuery } },
    async (request): Promise<AdminInvestmentNewsPage> => {
      await findInvestment(db, request.params.id);
      return adminInvestmentNews(db, request.params.id, request.query.before, request.query.limit ?? NEWS_PAGE);
    },
  );

  app.get('/admin/investments/:id/holders', { schema: { summary: 'Who holds an investment, newest purchase first (keyset: `before`)', tags, security, params: investmentIdParams, querystring: holdersQuery } }, async (request): Promise<{ data: AdminHolderRow[]; next_before: number | null }> => {
    await findInvestment(db, request.params.id);
    const rows = await db
      .select()
      .from(investmentHoldings)
      .where(and(eq(investmentHoldings.investmentId, request.params.id), request.query.before ? lt(investmentHoldings.id, request.query.before) : undefined))
      .orderBy(desc(investmentHoldings.id))
      .limit(PAGE + 1);
    const page = rows.slice(0, PAGE);
    const people = await peopleById(db, page.map((h) => h.userId));
    return {
      data: page.map((h) => ({
        holding_id: h.id,
        member: people.get(h.userId) ?? nobody(h.userId),
        slots: h.slots,
        amount: formatKobo(h.amountKobo),
        payout: formatKobo(h.amountKobo + h.returnsKobo),
        paid_out_at: h.paidOutAt?.toISOString() ?? null,
        bought_at: h.createdAt.toISOString(),
      })),
      next_before: rows.length > PAGE ? page[page.length - 1].id : null,
    };
  });

  app.post(
    '/admin/investments/:id/payout',
    {
      config: { auditAction: 'investments.propose_payout' },
      schema: { summary: 'Propose paying every unpaid holder principal and returns now (from the maturity date); it runs when another administrator approves it (202)', tags, security, params: investmentIdParams },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { status, body } = await db.transaction(async (tx) => proposedReply(tx, await proposePayout(tx, { investmentId: request.params.id, proposedBy: admin.id, now: now() }), admin));
      describeProposed(request, body);
      reply.status(status);
      return body;
    },
  );

  app.get('/admin/investments/categories', { schema: { summary: 'The market place’s categories', tags, security } }, async () =>
    (await db.select().from(marketCategories).orderBy(asc(marketCategories.categoryName))).map((c) => ({ id: c.id, category_name: c.categoryName })),
  );
  app.post('/admin/investments/categories', { schema: { summary: 'Add a market category', tags, security, body: categoryBody } }, async (request) => {
    const [row] = await db.insert(marketCategories).values({ categoryName: request.body.category_name }).onConflictDoNothing().returning();
    if (!row) throw conflict(`A category named ${request.body.category_name} already exists`);
    return { success: true, message: 'Category added', category: { id: row.id, category_name: row.categoryName } };
  });
}
