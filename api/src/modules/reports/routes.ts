// The society's books for administrators (SA, ADMIN; GET only): the trial balance, the society's position, the
// portfolio at risk and the monthly movements, each as JSON and as CSV (`….csv`, same query). Every report is read
// in one snapshot (repeatable read), so its figures agree with each other to the kobo.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MonthlyReply, PortfolioAtRiskReply, PositionReply, TrialBalanceReply } from '../../contract';
import type { Executor } from '../../db/client';
import { withMoneyTransaction } from '../../ledger';
import { monthsParam, reportDay, reportPeriod } from './asOf';
import { monthlyCsv, portfolioAtRiskCsv, positionCsv, trialBalanceCsv } from './csv';
import { monthlyMovements } from './monthly';
import { portfolioAtRisk } from './portfolioAtRisk';
import { societyPosition } from './position';
import { asOfQuery, MAX_MONTHS, monthlyQuery, positionQuery } from './schema';
import { trialBalance } from './trialBalance';

const tags = ['admin'];
const security = [{ bearer: [] }];
const snapshot = { isolationLevel: 'repeatable read' } as const;

const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).header('cache-control', 'no-store').send(body);

export async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  const read = <T>(fn: (tx: Executor) => Promise<T>) => withMoneyTransaction(db, fn, snapshot);

  const trial = (asOf?: string) => {
    const day = reportDay(asOf, now());
    return read((tx) => trialBalance(tx, day));
  };
  app.get(
    '/admin/reports/trial_balance',
    { schema: { summary: 'The trial balance at the end of a Lagos day: each society account, members’ accounts by family; debit and credit totals equal (SA, ADMIN)', tags, security, querystring: asOfQuery } },
    async (request): Promise<TrialBalanceReply> => trial(request.query.as_of),
  );
  app.get(
    '/admin/reports/trial_balance.csv',
    { schema: { summary: 'The trial balance as CSV (SA, ADMIN)', tags, security, querystring: asOfQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const report = await trial(request.query.as_of);
      return sendCsv(reply, `trial-balance-${report.as_of}`, trialBalanceCsv(report));
    },
  );

  const position = (query: { as_of?: string; from?: string; to?: string }) => {
    const day = reportDay(query.as_of, now());
    const period = reportPeriod(query, day, now());
    return read((tx) => societyPosition(tx, day, period));
  };
  app.get(
    '/admin/reports/position',
    { schema: { summary: 'The society’s position: what it owes members, what it is owed, its money with the provider, its income over a period (SA, ADMIN)', tags, security, querystring: positionQuery } },
    async (request): Promise<PositionReply> => position(request.query),
  );
  app.get(
    '/admin/reports/position.csv',
    { schema: { summary: 'The society’s position as CSV (SA, ADMIN)', tags, security, querystring: positionQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const report = await position(request.query);
      return sendCsv(reply, `position-${report.as_of}`, positionCsv(report));
    },
  );

  const par = (asOf?: string) => {
    const day = reportDay(asOf, now());
    return read((tx) => portfolioAtRisk(tx, day));
  };
  app.get(
    '/admin/reports/portfolio_at_risk',
    { schema: { summary: 'Portfolio at risk: loans and business finance outstanding by days overdue, the loans in each band, collections due in the next 7 days (SA, ADMIN)', tags, security, querystring: asOfQuery } },
    async (request): Promise<PortfolioAtRiskReply> => par(request.query.as_of),
  );
  app.get(
    '/admin/reports/portfolio_at_risk.csv',
    { schema: { summary: 'Portfolio at risk as CSV (SA, ADMIN)', tags, security, querystring: asOfQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const report = await par(request.query.as_of);
      return sendCsv(reply, `portfolio-at-risk-${report.as_of}`, portfolioAtRiskCsv(report));
    },
  );

  const monthly = (months?: string) => {
    const count = monthsParam(months, MAX_MONTHS);
    return read((tx) => monthlyMovements(tx, count, now()));
  };
  app.get(
    '/admin/reports/monthly',
    { schema: { summary: 'Savings and share movements and fee income by Lagos month, the last `months` months (SA, ADMIN)', tags, security, querystring: monthlyQuery } },
    async (request): Promise<MonthlyReply> => monthly(request.query.months),
  );
  app.get(
    '/admin/reports/monthly.csv',
    { schema: { summary: 'The monthly movements as CSV (SA, ADMIN)', tags, security, querystring: monthlyQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const report = await monthly(request.query.months);
      return sendCsv(reply, `monthly-${report.months[report.months.length - 1].month}`, monthlyCsv(report));
    },
  );
}
