// Notices from the society to its members: one row per notice an administrator sends (to everyone or a segment of
// the member list), and one per member it reached. The delivery row's key is what makes a member get a notice
// exactly once, however often the sending job is retried or however many API instances run it.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** the member-list filters it was sent to (`{}` = every member), as the administrator chose them */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    /** how many members the audience held when it was sent */
    audienceCount: integer('audience_count').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the sending job's place: members are reached in id order, the last one reached so far */
    lastUserId: integer('last_user_id').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_unfinished_idx').on(t.id).where(sql`${t.finishedAt} is null`),
    index('notices_created_idx').on(t.createdAt, t.id),
    check('notices_title_check', sql`length(${t.title}) between 1 and 120`),
    check('notices_message_check', sql`length(${t.message}) between 1 and 2000`),
    check('notices_counts_check', sql`${t.audienceCount} >= 0 and ${t.deliveredCount} >= 0 and ${t.lastUserId} >= 0`),
  ],
);

export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
