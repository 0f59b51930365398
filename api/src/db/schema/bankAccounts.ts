// The bank account a member withdraws to. One live row per member (replaced_at IS NULL); a change keeps the
// previous row, stamped replaced_at, for audit.
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
  },
  (t) => [
    uniqueIndex('bank_accounts_one_live_per_user').on(t.userId).where(sql`${t.replacedAt} is null`),
    index('bank_accounts_user_idx').on(t.userId, t.createdAt),
    check('bank_accounts_account_no_check', sql`${t.accountNo} ~ '^[0-9]{10}$'`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
