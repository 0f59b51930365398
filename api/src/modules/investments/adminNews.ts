// The news posted on an investment, as its administrators read it: newest first, who posted it, keyset pages by id
// on the (investment, id) index.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { AdminInvestmentNewsPage, AdminInvestmentNewsRow } from '../../contract';
import type { Executor } from '../../db/client';
import { investmentNews } from '../../db/schema';
import { nobody, peopleById } from '../shop';

export async function adminInvestmentNews(executor: Executor, investmentId: number, before: number | undefined, limit: number): Promise<AdminInvestmentNewsPage> {
  const rows = await executor
    .select()
    .from(investmentNews)
    .where(and(eq(investmentNews.investmentId, investmentId), before ? lt(investmentNews.id, before) : undefined))
    .orderBy(desc(investmentNews.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { data: await newsRows(executor, page), next_before: rows.length > limit ? page[page.length - 1].id : null };
}

export async function newsRows(executor: Executor, rows: (typeof investmentNews.$inferSelect)[]): Promise<AdminInvestmentNewsRow[]> {
  const people = await peopleById(executor, rows.flatMap((n) => (n.postedBy === null ? [] : [n.postedBy])));
  return rows.map((n) => ({
    id: n.id,
    news: n.news,
    posted_at: n.postedAt.toISOString(),
    posted_by: n.postedBy === null ? null : (people.get(n.postedBy) ?? nobody(n.postedBy)),
  }));
}
