import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters when several API instances share one PostgreSQL database (src/http/rateLimitStore.ts):
 * one row per limit and client, its count in the current window and when that window ends. Rows are disposable.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** the route's limiter and a SHA-256 of the client's key (address, e-mail, member): no personal data stored */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_idx').on(t.windowEndsAt)],
);
