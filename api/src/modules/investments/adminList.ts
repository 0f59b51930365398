// The administrators' list of investments (what is sold, the pool, what maturity pays): search by name, filter by
// kind and status, keyset pages by id (newest first); and one investment read the same way, for its own page.
import { and, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminInvestmentRow, AdminInvestmentsPage, InvestmentKind, InvestmentStatus } from '../../contract';
import type { Executor } from '../../db/client';
import { investments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { formatKobo } from '../../money/money';
import { INVESTMENT_NOT_FOUND } from './purchase';
import { investmentCard, investmentColumns } from './views';

// the outer row's id, qualified: drizzle writes a single-table select's columns unqualified, and a bare "id" inside
// these subqueries would be the holding's own id
const investmentIdOuter = sql.raw('"investments"."id"');

export interface AdminInvestmentsQuery {
  search?: string;
  kind?: InvestmentKind;
  status?: InvestmentStatus;
  before?: number;
  limit: number;
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function adminInvestmentRows(executor: Executor, where: SQL | undefined, limit: number, today: string): Promise<AdminInvestmentRow[]> {
  const rows = await executor
    .select({
      inv: investmentColumns,
      holders: sql<number>`(SELECT count(DISTINCT h.user_id)::int FROM investment_holdings h WHERE h.investment_id = ${investmentIdOuter})`,
      pool: sql<string>`(SELECT coalesce(sum(h.amount_kobo), 0)::text FROM investment_holdings h WHERE h.investment_id = ${investmentIdOuter})`,
      due: sql<string>`(SELECT coalesce(sum(h.amount_kobo + h.returns_kobo), 0)::text FROM investment_holdings h WHERE h.investment_id = ${investmentIdOuter} AND h.paid_out_at IS NULL)`,
      paidOut: sql<number>`(SELECT count(*)::int FROM investment_holdings h WHERE h.investment_id = ${investmentIdOuter} AND h.paid_out_at IS NOT NULL)`,
    })
    .from(investments)
    .where(where)
    .orderBy(desc(investments.id))
    .limit(limit);
  return rows.map((r) => ({
    ...investmentCard(r.inv, today),
    holders: Number(r.holders),
    slots_sold: r.inv.units - r.inv.unitRemaining,
    pool: formatKobo(BigInt(r.pool)),
    due_at_maturity: formatKobo(BigInt(r.due)),
    paid_out_holdings: Number(r.paidOut),
    insurance_partner: r.inv.insurancePartner,
    start_date: r.inv.startDate,
  }));
}

export async function adminInvestments(executor: Executor, query: AdminInvestmentsQuery, today: string): Promise<AdminInvestmentsPage> {
  const where = and(
    query.search ? ilike(investments.investmentType, containing(query.search)) : undefined,
    query.kind ? eq(investments.kind, query.kind) : undefined,
    query.status ? eq(investments.status, query.status) : undefined,
    query.before ? lt(investments.id, query.before) : undefined,
  );
  const rows = await adminInvestmentRows(executor, where, query.limit + 1, today);
  const page = rows.slice(0, query.limit);
  return { data: page, next_before: rows.length > query.limit ? page[page.length - 1].id : null };
}

export async function adminInvestment(executor: Executor, id: number, today: string): Promise<AdminInvestmentRow> {
  const [row] = await adminInvestmentRows(executor, eq(investments.id, id), 1, today);
  if (!row) throw notFound(INVESTMENT_NOT_FOUND);
  return row;
}
