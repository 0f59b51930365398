// Account security: one-time e-mail verification codes and password reset tokens (stored as SHA-256
// hashes, single-use, expiring) and the wrong-password ledger behind the sign-in delay.
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_verifications_code_unique').on(t.codeHash), index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The ledger of wrong passwords behind the sign-in delay (src/modules/auth/passwordAttempts.ts): one row per
 * subject (`user:<id>`, or `email:<address>` for an e-mail with no account) and client address, plus one row
 * per subject with address `*` that counts across every address (the per-account ceiling).
 */
export const passwordAttempts = pgTable(
  'password_attempts',
  {
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    /** wrong passwords since the count last started again */
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** no password is checked for this subject and address before this moment */
    retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.subject, t.address] })],
);
