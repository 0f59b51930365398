// The bank account a member withdraws to. One live row per member (replaced_at IS NULL); a change keeps the
// previous row, stamped replaced_at, for audit. An account whose resolved name is not the member's is held until an
// administrator approves it; a rejected one is stamped replaced_at too, so the member can add another.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    /** from the provider's bank list, by code */
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    /** the name the provider resolved, never the one a client sent */
    accountName: text('account_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** held unless written otherwise: an insert that forgets the name check never pays out */
    reviewStatus: text('review_status', { enum: ['approved', 'held', 'rejected'] }).notNull().default('held'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_accounts_one_live_per_user').on(t.userId).where(sql`${t.replacedAt} is null`),
    index('bank_accounts_user_idx').on(t.userId, t.createdAt),
    check('bank_accounts_account_no_check', sql`${t.accountNo} ~ '^[0-9]{10}$'`),
    check('bank_accounts_review_status_check', sql`${t.reviewStatus} in ('approved', 'held', 'rejected')`),
    index('bank_accounts_held_idx').on(t.createdAt).where(sql`${t.reviewStatus} = 'held' and ${t.replacedAt} is null`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
