// How an investment and a member's holdings read on the wire (facts §2.9): the original's keys first.
import { and, eq, sql } from 'drizzle-orm';
import type { HoldingRow, InvestmentCard, InvestmentDetails, InvestmentKind } from '../../contract';
import type { Executor } from '../../db/client';
import { investmentHoldings, investments, type Investment } from '../../db/schema';
import { formatKobo } from '../../money/money';
import { investmentImageUrl, pictureSrcset } from '../shop';

/** slots can be bought from creation to the application date (Lagos), while units remain */
export const onSale = (inv: Pick<Investment, 'status' | 'applicationDate' | 'unitRemaining'>, today: string): boolean =>
  inv.status === 'open' && today <= inv.applicationDate && inv.unitRemaining > 0;

/** every column but the picture's bytes */
export const investmentColumns = {
  id: investments.id,
  kind: investments.kind,
  categoryId: investments.categoryId,
  investmentType: investments.investmentType,
  description: investments.description,
  currentValueKobo: investments.currentValueKobo,
  expectedReturnsKobo: investments.expectedReturnsKobo,
  units: investments.units,
  unitRemaining: investments.unitRemaining,
  insurancePartner: investments.insurancePartner,
  startDate: investments.startDate,
  applicationDate: investments.applicationDate,
  maturityDate: investments.maturityDate,
  status: investments.status,
  pictureVersion: investments.pictureVersion,
  pictureContentType: investments.pictureContentType,
  createdBy: investments.createdBy,
  createdAt: investments.createdAt,
  paidAt: investments.paidAt,
};
export type InvestmentRow = Omit<Investment, 'pictureData'>;

export function investmentCard(inv: InvestmentRow, today: string): InvestmentCard {
  return {
    id: inv.id,
    market_categories_id: inv.categoryId,
    investment_type: inv.investmentType,
    investment_pic: investmentImageUrl(inv.id, inv.pictureVersion),
    investment_pic_srcset: pictureSrcset(investmentImageUrl(inv.id, inv.pictureVersion)),
    current_values: formatKobo(inv.currentValueKobo),
    expected_returns: formatKobo(inv.expectedReturnsKobo),
    unit_remaining: inv.unitRemaining,
    kind: inv.kind,
    units: inv.units,
    maturity_date: inv.maturityDate,
    application_date: inv.applicationDate,
    status: inv.status,
    on_sale: onSale(inv, today),
  };
}

export function investmentDetails(inv: InvestmentRow, today: string): InvestmentDetails {
  return { ...investmentCard(inv, today), insurance_partner: inv.insurancePartner, start_date: inv.startDate, description: inv.description };
}

/** my holdings of one kind, one row per investment (my purchases of it summed) */
export async function myHoldings(executor: Executor, userId: number, kind: InvestmentKind): Promise<HoldingRow[]> {
  const rows = await executor
    .select({
      investment: investmentColumns,
      slots: sql<number>`sum(${investmentHoldings.slots})::int`,
      amount: sql<string>`sum(${investmentHoldings.amountKobo})::text`,
      returns: sql<string>`sum(${investmentHoldings.returnsKobo})::text`,
      unpaid: sql<number>`count(*) FILTER (WHERE ${investmentHoldings.paidOutAt} IS NULL)::int`,
    })
    .from(investmentHoldings)
    .innerJoin(investments, eq(investments.id, investmentHoldings.investmentId))
    .where(and(eq(investmentHoldings.userId, userId), eq(investments.kind, kind)))
    .groupBy(investments.id)
    .orderBy(sql`${investments.maturityDate} DESC`, sql`${investments.id} DESC`);
  return rows.map((r) => {
    const amount = BigInt(r.amount);
    const returns = BigInt(r.returns);
    const row: HoldingRow = {
      investment_type: r.investment.investmentType,
      investment_pic: investmentImageUrl(r.investment.id, r.investment.pictureVersion),
      investment_pic_srcset: pictureSrcset(investmentImageUrl(r.investment.id, r.investment.pictureVersion)),
      current_values: formatKobo(r.investment.currentValueKobo),
      expected_returns: formatKobo(returns),
      slots: Number(r.slots),
      maturity_date: r.investment.maturityDate,
      amount: formatKobo(amount),
      payout: formatKobo(amount + returns),
      paid_out: Number(r.unpaid) === 0,
      kind,
    };
    return kind === 'market' ? { investments_id: r.investment.id, ...row } : { halai_investments_id: r.investment.id, ...row };
  });
}

/** what I have in one kind now: Σ paid for holdings not yet paid out */
export async function myTotal(executor: Executor, userId: number, kind: InvestmentKind): Promise<{ total: string; slots: number }> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${investmentHoldings.amountKobo}), 0)::text`, slots: sql<number>`coalesce(sum(${investmentHoldings.slots}), 0)::int` })
    .from(investmentHoldings)
    .innerJoin(investments, eq(investments.id, investmentHoldings.investmentId))
    .where(and(eq(investmentHoldings.userId, userId), eq(investments.kind, kind), sql`${investmentHoldings.paidOutAt} IS NULL`));
  return { total: formatKobo(BigInt(row.total)), slots: Number(row.slots) };
}
