// Problems a person must look at (the scheduled ledger check, a payout the provider paid after we reversed it).
// One open alert per kind and subject: the same problem seen again updates it instead of raising another.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { withdrawals } from './withdrawals';

export const ADMIN_ALERT_KINDS = ['ledger_check', 'payout_anomaly', 'transfer_otp'] as const;
export type AdminAlertKind = (typeof ADMIN_ALERT_KINDS)[number];

export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<AdminAlertKind>().notNull(),
    /** what the alert is about within its kind (`ledger`, `withdrawal:12`): the de-duplication key while open */
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** what the society is owed because of it, when anything */
    amountOwedKobo: bigint('amount_owed_kobo', { mode: 'bigint' }),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).references(() => withdrawals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the last time the same open problem was seen again */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    seenCount: integer('seen_count').notNull().default(1),
    /** logged and mailed to the administrators (after the raising transaction committed) */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('admin_alerts_open_subject_unique').on(t.kind, t.subject).where(sql`${t.resolvedAt} is null`),
    index('admin_alerts_open_idx').on(t.id).where(sql`${t.resolvedAt} is null`),
    index('admin_alerts_undispatched_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
    check('admin_alerts_kind_check', sql`${t.kind} in ('ledger_check', 'payout_anomaly', 'transfer_otp')`),
    check('admin_alerts_amount_owed_check', sql`${t.amountOwedKobo} is null or ${t.amountOwedKobo} > 0`),
    check('admin_alerts_resolution_check', sql`(${t.resolvedAt} is null) = (${t.resolutionNote} is null)`),
  ],
);

export type AdminAlertRow = typeof adminAlerts.$inferSelect;
