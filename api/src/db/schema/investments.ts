// Investments (issue 10): the market place and the halal product (`halai` in the original's paths), their news, and
// members' holdings. The money is in the ledger: each purchase moves into the investment's pool
// (`investment_pool:<id>`), and the maturity payout returns principal plus the expected returns to each wallet.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './profiles';
import { users } from './users';

export const INVESTMENT_KINDS = ['market', 'halal'] as const;
export type InvestmentKind = (typeof INVESTMENT_KINDS)[number];

/** open: slots on sale until application_date; paying: the maturity payout is running; paid: every holder paid */
export const INVESTMENT_STATUS = ['open', 'paying', 'paid'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUS)[number];

export const marketCategories = pgTable(
  'market_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryName: text('category_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('market_categories_name_unique').on(sql`lower(${t.categoryName})`)],
);

export const investments = pgTable(
  'investments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<InvestmentKind>().notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => marketCategories.id),
    investmentType: text('investment_type').notNull(),
    description: text('description').notNull().default(''),
    /** the price of one slot */
    currentValueKobo: bigint('current_value_kobo', { mode: 'bigint' }).notNull(),
    /** the return on one slot, paid with the principal at maturity */
    expectedReturnsKobo: bigint('expected_returns_kobo', { mode: 'bigint' }).notNull(),
    units: integer('units').notNull(),
    unitRemaining: integer('unit_remaining').notNull(),
    insurancePartner: text('insurance_partner').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** the last day slots can be bought */
    applicationDate: date('application_date', { mode: 'string' }).notNull(),
    maturityDate: date('maturity_date', { mode: 'string' }).notNull(),
    status: text('status').$type<InvestmentStatus>().notNull().default('open'),
    pictureVersion: text('picture_version'),
    pictureData: bytea('picture_data'),
    pictureContentType: text('picture_content_type'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('investments_kind_idx').on(t.kind, t.id),
    index('investments_due_idx').on(t.maturityDate).where(sql`${t.status} <> 'paid'`),
    check('investments_units_check', sql`${t.unitRemaining} >= 0 and ${t.unitRemaining} <= ${t.units}`),
    check('investments_values_check', sql`${t.currentValueKobo} > 0 and ${t.expectedReturnsKobo} >= 0`),
    check('investments_kind_check', sql`${t.kind} in ('market', 'halal')`),
    check('investments_status_check', sql`${t.status} in ('open', 'paying', 'paid')`),
    check('investments_dates_check', sql`${t.startDate} <= ${t.applicationDate} and ${t.applicationDate} <= ${t.maturityDate}`),
  ],
);

export const investmentNews = pgTable(
  'investment_news',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    investmentId: bigint('investment_id', { mode: 'number' })
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    news: text('news').notNull(),
    postedBy: integer('posted_by').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('investment_news_investment_idx').on(t.investmentId, t.id)],
);

/** one purchase of slots; `paid_out_at` is set in the same transaction as its maturity payout (exactly once) */
export const investmentHoldings = pgTable(
  'investment_holdings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    investmentId: bigint('investment_id', { mode: 'number' })
      .notNull()
      .references(() => investments.id),
    slots: integer('slots').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    returnsKobo: bigint('returns_kobo', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    paymentMethod: text('payment_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
  },
  (t) => [
    index('investment_holdings_user_idx').on(t.userId, t.investmentId),
    index('investment_holdings_unpaid_idx').on(t.investmentId, t.id).where(sql`${t.paidOutAt} is null`),
    uniqueIndex('investment_holdings_reference_unique').on(t.reference),
    check('investment_holdings_slots_check', sql`${t.slots} > 0`),
  ],
);

export type Investment = typeof investments.$inferSelect;
export type InvestmentHolding = typeof investmentHoldings.$inferSelect;
