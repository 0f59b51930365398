import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
