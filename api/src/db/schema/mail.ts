import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mails of the `outbox` transport: kept here instead of being sent, readable at GET /api/dev/outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt)],
);

/**
 * Mails a transaction decided to send, written in that transaction and delivered after it commits, once: a
 * transaction that rolls back (a refusal, a deadlock retry) leaves no row, so no mail goes out for work that did not
 * happen. The dispatcher claims due rows with SKIP LOCKED, so several API instances never send one twice. A sent
 * row keeps who and what subject; its bodies (a PIN mail holds the PIN) are cleared.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** not before: a failed delivery is tried again later */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** given up after too many attempts */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('mail_queue_due_idx').on(t.dueAt, t.id).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);
export type QueuedMail = typeof mailQueue.$inferSelect;
