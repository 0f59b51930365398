// Investments for members (spec §7 "Investments", facts §2.9, §3.9): the market place and the halal product, their
// news, buying slots from the wallet or a card, my holdings and my totals. The original's never-called
// `save_investment/store` and `save_halai/store` buy slots too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { HoldingRow, InvestmentCard, InvestmentDetails, InvestmentNewsRow, InvestmentPurchaseReply, InvestmentTotalReply } from '../../contract';
import { investmentNews, investments, marketCategories, type InvestmentHolding, type InvestmentKind } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { conflict } from '../../http/errors';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { idempotencyOf, IDEMPOTENCY_HEADER, sendIdempotent, userScope } from '../../idempotency';
import { formatKobo, formatNairaText } from '../../money/money';
import { lagosDate } from '../../time/lagos';
import { membersOnly } from '../membership';
import { checkPaymentSource, paymentSourceOf } from '../payments';
import { halalPurchaseBody, investmentIdParams, kindQuery, marketPurchaseBody } from './body';
import { INVESTMENTS_FOR_MEMBERS } from './messages';
import { findInvestment, INVESTMENT_PURPOSE, type PurchaseInput } from './purchase';
import { investmentCard, investmentColumns, investmentDetails, myHoldings, myTotal } from './views';

const tags = ['Investments'];
const security = [{ bearer: [] }];
const MAX_LISTED = 200;

type PurchaseBody = { slots: number; total: bigint | null; investments_id?: number; halai_investments_id?: number; payment_method?: 'wallet' | 'card'; form_payment?: 'wallet' | 'card'; paystack_id?: string; card_id?: number };

function buy(kind: InvestmentKind) {
  return async (request: FastifyRequest<{ Body: PurchaseBody }>, reply: FastifyReply): Promise<InvestmentPurchaseReply> => {
    const { db, payments } = request.server.deps;
    const user = currentUser(request);
    const body = request.body;
    const investmentId = (kind === 'market' ? body.investments_id : body.halai_investments_id) ?? 0;
    const inv = await findInvestment(db, investmentId, kind);
    const totalKobo = inv.currentValueKobo * BigInt(body.slots);
    if (body.total !== null && body.total !== totalKobo) throw conflict(`The total for ${body.slots} slot${body.slots === 1 ? '' : 's'} is ${formatNairaText(totalKobo)} (${formatNairaText(inv.currentValueKobo)} each). Please check it and try again`);
    const { key, requestHash } = idempotencyOf(request);
    const result = await payments.takeFromMember<PurchaseInput, InvestmentHolding, InvestmentPurchaseReply>(db, {
      userId: user.id,
      purpose: INVESTMENT_PURPOSE,
      source: paymentSourceOf(body),
      input: { investmentId, kind, slots: body.slots },
      claim: { scope: userScope(user.id), key, requestHash },
      async reply(tx, { payment, result: holding }) {
        const left = await findInvestment(tx, investmentId, kind);
        return {
          status: 200,
          body: {
            success: true,
            message: holding
              ? `You bought ${holding.slots} slot${holding.slots === 1 ? '' : 's'} of ${left.investmentType} for ${formatNairaText(holding.amountKobo)}. It matures on ${left.maturityDate}.`
              : 'Your payment was received and credited to your wallet',
            slots: holding?.slots ?? 0,
            total: formatKobo(payment.amountKobo),
            unit_remaining: left.unitRemaining,
            reference: payment.reference,
            card_id: payment.charge?.cardId ?? null,
          },
        };
      },
    });
    return sendIdempotent(reply, result);
  };
}

export async function investmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  fastify.addHook('preValidation', membersOnly(INVESTMENTS_FOR_MEMBERS));

  const list = (kind: InvestmentKind) => async (): Promise<InvestmentCard[]> => {
    const rows = await db.select(investmentColumns).from(investments).where(eq(investments.kind, kind)).orderBy(sql`${investments.status} = 'paid'`, desc(investments.id)).limit(MAX_LISTED);
    const today = lagosDate(now());
    return rows.map((r) => investmentCard(r, today));
  };
  app.get('/show_all_investment', { schema: { summary: 'The market investments (`?kind=halal`: the halal ones), on sale first', tags, security, querystring: kindQuery } }, async (request) =>
    list(request.query.kind ?? 'market')(),
  );
  app.get('/show_all_halai', { schema: { summary: 'The halal investments', tags, security } }, list('halal'));
  app.get('/show_category', { config: TOKEN_IN_QUERY, schema: { summary: 'The market place’s categories', tags, security, querystring: tokenQuery } }, async () =>
    (await db.select().from(marketCategories).orderBy(asc(marketCategories.categoryName))).map((c) => ({ id: c.id, category_name: c.categoryName })),
  );
  app.get('/single_investment/:id', { config: TOKEN_IN_QUERY, schema: { summary: 'One investment', tags, security, params: investmentIdParams, querystring: tokenQuery } }, async (request): Promise<InvestmentDetails> =>
    investmentDetails(await findInvestment(db, request.params.id), lagosDate(now())),
  );
  const news = (kind: InvestmentKind) => async (request: FastifyRequest<{ Params: { id: number } }>): Promise<InvestmentNewsRow[]> => {
    await findInvestment(db, request.params.id, kind);
    const rows = await db.select().from(investmentNews).where(eq(investmentNews.investmentId, request.params.id)).orderBy(desc(investmentNews.id)).limit(MAX_LISTED);
    return rows.map((n) => ({ id: n.id, posted_date: n.postedAt.toISOString(), news: n.news }));
  };
  app.get('/show_investment/:id', { config: TOKEN_IN_QUERY, schema: { summary: 'A market investment’s news, newest first', tags, security, params: investmentIdParams, querystring: tokenQuery } }, news('market'));
  app.get('/show_halai/:id', { config: TOKEN_IN_QUERY, schema: { summary: 'A halal investment’s news, newest first', tags, security, params: investmentIdParams, querystring: tokenQuery } }, news('halal'));
  app.get('/user_investments', { schema: { summary: 'My market investments', tags, security } }, async (request): Promise<HoldingRow[]> => myHoldings(db, currentUser(request).id, 'market'));
  app.get('/user_halai', { schema: { summary: 'My halal investments', tags, security } }, async (request): Promise<HoldingRow[]> => myHoldings(db, currentUser(request).id, 'halal'));
  app.get('/marketTotal', { schema: { summary: 'What I have in market investments now (not yet paid out)', tags, security } }, async (request): Promise<InvestmentTotalReply> => myTotal(db, currentUser(request).id, 'market'));
  app.get('/halaiTotal', { schema: { summary: 'What I have in halal investments now (not yet paid out)', tags, security } }, async (request): Promise<InvestmentTotalReply> => myTotal(db, currentUser(request).id, 'halal'));

  const market = marketPurchaseBody.superRefine(checkPaymentSource);
  const halal = halalPurchaseBody.superRefine(checkPaymentSource);
  const buySummary = (what: string) => `Buy slots of a ${what} from the wallet or a card (total = slots × current value). Needs an ${IDEMPOTENCY_HEADER} header`;
  app.post('/market_place/add_investment', { schema: { summary: buySummary('market investment'), tags, security, body: market } }, buy('market'));
  app.post('/save_investment/store', { schema: { summary: `${buySummary('market investment')} (the original’s other name)`, tags, security, body: market } }, buy('market'));
  app.post('/halai/add_investment', { schema: { summary: buySummary('halal investment'), tags, security, body: halal } }, buy('halal'));
  app.post('/save_halai/store', { schema: { summary: `${buySummary('halal investment')} (the original’s other name)`, tags, security, body: halal } }, buy('halal'));
}

