// Dividends: who holds shares now, the split, posting it (one transfer per member, dividend_pool → wallet) and the record.
import { desc, eq, sql } from 'drizzle-orm';
import type { DividendAllocation, DividendKeysetPage, Dividend as DividendView } from '../../contract';
import type { Executor } from '../../db/client';
import { dividendAllocations, dividends, users, type Dividend } from '../../db/schema';
import { pageOffset, paginator, type PageRequest } from '../../http/pagination';
import { unprocessable } from '../../http/errors';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, TRANSFER_KIND } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import { allocateDividend, type Allocation } from './allocation';

export const NO_SHAREHOLDERS = 'No member holds shares yet';

interface Holder {
  userId: number;
  sharesKobo: bigint;
  name: string;
  email: string;
}

/** members (the registration fee paid) holding shares: shares held by anyone else earn no dividend */
async function shareholders(tx: Executor): Promise<Holder[]> {
  const rows = await queryRows<{ user_id: unknown; balance: unknown; first_name: string; last_name: string; email: string }>(
    tx,
    sql`SELECT a.owner_user_id AS user_id, a.balance::text AS balance, u.first_name, u.last_name, u.email
        FROM ledger_accounts a JOIN users u ON u.id = a.owner_user_id
        WHERE a.kind = 'member' AND a.purpose = ${MEMBER_ACCOUNT_KIND.shares} AND a.balance > 0 AND u.member_status
        ORDER BY a.owner_user_id`,
  );
  return rows.map((r) => ({ userId: Number(r.user_id), sharesKobo: toBigInt(r.balance), name: `${r.first_name} ${r.last_name}`.trim(), email: r.email }));
}

export interface DividendSplit {
  totalSharesKobo: bigint;
  allocations: Array<Allocation & Pick<Holder, 'name' | 'email'>>;
}

/** the split of `amountKobo` over today's shareholders; 422 when there are none */
export async function splitDividend(tx: Executor, amountKobo: bigint): Promise<DividendSplit> {
  const holders = await shareholders(tx);
  if (!holders.length) throw unprocessable(NO_SHAREHOLDERS);
  const byId = new Map(holders.map((h) => [h.userId, h]));
  return {
    totalSharesKobo: holders.reduce((sum, h) => sum + h.sharesKobo, 0n),
    allocations: allocateDividend(amountKobo, holders).map((a) => ({ ...a, name: byId.get(a.userId)!.name, email: byId.get(a.userId)!.email })),
  };
}

export const allocationView = (a: { userId: number; sharesKobo: bigint; amountKobo: bigint; name: string; email: string }): DividendAllocation => ({
  user_id: a.userId,
  name: a.name,
  email: a.email,
  shares: formatKobo(a.sharesKobo),
  amount: formatKobo(a.amountKobo),
});

/** Posts the dividend inside the caller's transaction: the record, its allocations and one transfer per paid member. */
export async function postDividend(tx: Executor, input: { amountKobo: bigint; note: string; declaredBy: number }): Promise<Dividend> {
  const split = await splitDividend(tx, input.amountKobo);
  const [dividend] = await tx
    .insert(dividends)
    .values({ amountKobo: input.amountKobo, note: input.note, declaredBy: input.declaredBy, totalSharesKobo: split.totalSharesKobo, memberCount: split.allocations.length })
    .returning();
  const pool = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.dividendPool);
  for (const allocation of split.allocations) {
    let transferId: number | null = null;
    if (allocation.amountKobo > 0n) {
      const wallet = await memberAccount(tx, allocation.userId, MEMBER_ACCOUNT_KIND.wallet);
      const posted = await transfer(tx, {
        reference: `DIV-${dividend.id}-${allocation.userId}`,
        kind: TRANSFER_KIND.dividend,
        userId: allocation.userId,
        description: `Dividend: ${input.note}`,
        metadata: { payment_method: 'Dividend', dividend_id: dividend.id },
        postings: [
          { accountId: pool, amount: -allocation.amountKobo },
          { accountId: wallet, amount: allocation.amountKobo },
        ],
      });
      transferId = posted.id;
    }
    await tx.insert(dividendAllocations).values({ dividendId: dividend.id, userId: allocation.userId, sharesKobo: allocation.sharesKobo, amountKobo: allocation.amountKobo, transferId });
  }
  return dividend;
}

type Declarer = { id: number; firstName: string; lastName: string; email: string } | null;

function toView(dividend: Dividend, admin: Declarer): DividendView {
  return {
    id: dividend.id,
    amount: formatKobo(dividend.amountKobo),
    note: dividend.note,
    declared_by: admin ? { id: admin.id, name: `${admin.firstName} ${admin.lastName}`.trim(), email: admin.email } : null,
    posted_at: dividend.postedAt.toISOString(),
    member_count: dividend.memberCount,
    total_shares: formatKobo(dividend.totalSharesKobo),
  };
}

const declarer = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export async function dividendView(executor: Executor, dividend: Dividend): Promise<DividendView> {
  const [admin] = dividend.declaredBy ? await executor.select(declarer).from(users).where(eq(users.id, dividend.declaredBy)) : [];
  return toView(dividend, admin ?? null);
}

/** Declarations, newest first: a few a year, so the exact count of the table stays (dividends_posted_idx orders them). */
export async function listDividends(executor: Executor, page: PageRequest) {
  const [{ total }] = await executor.select({ total: sql<number>`count(*)::int` }).from(dividends);
  const rows = await executor
    .select({ dividend: dividends, admin: declarer })
    .from(dividends)
    .leftJoin(users, eq(users.id, dividends.declaredBy))
    .orderBy(desc(dividends.postedAt), desc(dividends.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  return paginator(
    rows.map((r) => toView(r.dividend, r.admin)),
    Number(total),
    page,
  );
}

/**
 * Keyset pages in the same order. `before` is the last dividend shown: the rows after it are compared with its own
 * (posted_at, id), read in the same statement, so the cursor is an id and never a time written out.
 */
export async function listDividendsBefore(executor: Executor, before: number | undefined, limit: number): Promise<DividendKeysetPage> {
  const after = before === undefined ? undefined : sql`(${dividends.postedAt}, ${dividends.id}) < (select d.posted_at, d.id from ${dividends} d where d.id = ${before})`;
  const rows = await executor
    .select({ dividend: dividends, admin: declarer })
    .from(dividends)
    .leftJoin(users, eq(users.id, dividends.declaredBy))
    .where(after)
    .orderBy(desc(dividends.postedAt), desc(dividends.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { data: page.map((r) => toView(r.dividend, r.admin)), next_before: rows.length > limit ? page[page.length - 1].dividend.id : null };
}

export async function findDividend(executor: Executor, id: number): Promise<Dividend | undefined> {
  const [row] = await executor.select().from(dividends).where(eq(dividends.id, id));
  return row;
}

/**
 * What each member got, largest first. The count is the dividend's own member_count (one allocation per member it
 * was split over, written once), never a count of the allocations.
 */
export async function dividendAllocationsPage(executor: Executor, dividend: Pick<Dividend, 'id' | 'memberCount'>, page: PageRequest) {
  const rows = await executor
    .select({ userId: dividendAllocations.userId, sharesKobo: dividendAllocations.sharesKobo, amountKobo: dividendAllocations.amountKobo, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(dividendAllocations)
    .innerJoin(users, eq(users.id, dividendAllocations.userId))
    .where(eq(dividendAllocations.dividendId, dividend.id))
    .orderBy(desc(dividendAllocations.amountKobo), dividendAllocations.userId)
    .limit(page.perPage)
    .offset(pageOffset(page));
  const data = rows.map((r) => allocationView({ ...r, name: `${r.firstName} ${r.lastName}`.trim() }));
  return paginator(data, dividend.memberCount, page);
}
