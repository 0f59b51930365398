// Dividends declared on shareholdings: one row per declaration, one allocation row per member it paid (pro rata to
// their shares balance, to the kobo). The money itself is the ledger transfers dividend_pool → wallet.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { users } from './users';

export const dividends = pgTable(
  'dividends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    note: text('note').notNull(),
    declaredBy: integer('declared_by').references(() => users.id),
    /** all shareholders' shares together when it was split */
    totalSharesKobo: bigint('total_shares_kobo', { mode: 'bigint' }).notNull(),
    memberCount: integer('member_count').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dividends_posted_idx').on(t.postedAt, t.id),
    check('dividends_amount_check', sql`${t.amountKobo} > 0`),
    check('dividends_members_check', sql`${t.memberCount} > 0`),
  ],
);

export const dividendAllocations = pgTable(
  'dividend_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dividendId: bigint('dividend_id', { mode: 'number' })
      .notNull()
      .references(() => dividends.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sharesKobo: bigint('shares_kobo', { mode: 'bigint' }).notNull(),
    /** may be 0 for a tiny holding of a tiny dividend (no transfer then) */
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('dividend_allocations_member_unique').on(t.dividendId, t.userId),
    index('dividend_allocations_user_idx').on(t.userId),
    // admin/dividends/:id pages a dividend's allocations largest first: read in that order, not sorted per page
    index('dividend_allocations_amount_idx').on(t.dividendId, t.amountKobo.desc(), t.userId),
    check('dividend_allocations_amount_check', sql`${t.amountKobo} >= 0 and ${t.sharesKobo} > 0`),
  ],
);

export type Dividend = typeof dividends.$inferSelect;
export type DividendAllocationRow = typeof dividendAllocations.$inferSelect;
