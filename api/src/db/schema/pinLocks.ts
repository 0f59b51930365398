// The PIN guard's memory across PINs (src/modules/pins): every wrong PIN, and the lock that too many of them in a
// day puts on a member's PIN-protected withdrawals until a password reset or an administrator lifts it.
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const wrongPins = pgTable(
  'wrong_pins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wrong_pins_user_idx').on(t.userId, t.createdAt)],
);

/** One row per member who ever entered a wrong PIN; also the row a member's wrong-PIN count is serialised on. */
export const pinLocks = pgTable(
  'pin_locks',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** set while PIN-protected withdrawals are locked */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** wrong PINs before this are forgiven (the last unlock) */
    countFrom: timestamp('count_from', { withTimezone: true }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /** password_reset | admin */
    unlockedVia: text('unlocked_via'),
    /** the administrator who unlocked, when one did */
    unlockedBy: integer('unlocked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('pin_locks_locked_idx').on(t.lockedAt)],
);

export type PinLockRow = typeof pinLocks.$inferSelect;
