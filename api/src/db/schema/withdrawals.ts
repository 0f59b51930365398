// Wallet → bank withdrawals: the one-time PINs of step 1, the withdrawals themselves (money reserved by a pending
// ledger transfer until the provider settles), their event log (the member's timeline and the admins' audit) and
// the provider's recipient codes for members' bank accounts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { users } from './users';

/**
 * A 6-digit PIN mailed before money leaves (src/modules/pins), bound to the flow, the amount and where the money
 * goes; only its salted hash is stored. Every row is also one PIN request (the hourly cap counts them).
 */
export const withdrawalPins = pgTable(
  'withdrawal_pins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the flow it was issued for: wallet_withdrawal, savings_withdrawal, … */
    purpose: text('purpose').notNull().default('wallet_withdrawal'),
    /** where the money goes, e.g. `bank_account:12`; '' only on PINs issued before targets existed */
    target: text('target').notNull().default(''),
    /** `sha256$<salt>$<hex>` */
    pinHash: text('pin_hash').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    /** wrong PINs entered against it */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** a newer request replaced it */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawal_pins_live_idx').on(t.userId).where(sql`${t.consumedAt} is null and ${t.supersededAt} is null`),
    index('withdrawal_pins_requests_idx').on(t.userId, t.createdAt),
    check('withdrawal_pins_amount_check', sql`${t.amountKobo} > 0`),
    check('withdrawal_pins_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const WITHDRAWAL_STATUSES = ['reserved', 'sent', 'confirmed', 'reversed'] as const;
export type WithdrawalStatusValue = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * reserved: the money left the wallet (pending ledger transfer), the provider has not acknowledged the payout yet;
 * sent: the provider accepted it; confirmed: paid (ledger posted); reversed: failed or voided (money back).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** ours, unique, also the provider's transfer reference and the ledger transfer's */
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawalStatusValue>().notNull(),
    /** the pending ledger transfer wallet → payouts_in_flight */
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    bankName: text('bank_name').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    provider: text('provider').notNull(),
    recipientCode: text('recipient_code'),
    providerTransferCode: text('provider_transfer_code'),
    /** what the provider last said: pending, success, failed, reversed, not_found, or unknown (no conclusive answer) */
    providerStatus: text('provider_status'),
    lastProviderError: text('last_provider_error'),
    /** initiateTransfer calls made (each with the same reference) */
    sendAttempts: integer('send_attempts').notNull().default(0),
    /** provider checks made by the job */
    checks: integer('checks').notNull().default(0),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** the ledger transfer's deadline: past it, the withdrawal is stuck */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** when the job should next ask the provider */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** whoever talks to the provider about it holds this lease (the request, the job, an admin) */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** the provider reported it paid after we had reversed it: the member holds the money twice */
    anomalyAt: timestamp('anomaly_at', { withTimezone: true }),
    /** what the member owes the society back because of that anomaly (never taken automatically) */
    amountOwedKobo: bigint('amount_owed_kobo', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_unique').on(t.reference),
    uniqueIndex('withdrawals_transfer_unique').on(t.transferId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_open_idx').on(t.nextCheckAt).where(sql`${t.status} in ('reserved', 'sent')`),
    check('withdrawals_status_check', sql`${t.status} in ('reserved', 'sent', 'confirmed', 'reversed')`),
    check('withdrawals_amount_check', sql`${t.amountKobo} > 0`),
    index('withdrawals_anomaly_idx').on(t.createdAt, t.id).where(sql`${t.anomalyAt} is not null`),
    // admin/withdrawals pages the society's withdrawals newest first (created_at DESC, id DESC, read one row past the
    // page): without a filter on this index, by status on the next, instead of sorting the whole table per page
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** Everything that happened to a withdrawal; the states reserved/sent/confirmed/reversed make the member's timeline. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    /** reserved | sent | confirmed | reversed | send_failed | checked | retried | anomaly */
    kind: text('kind').notNull(),
    note: text('note'),
    /** the administrator who acted, when one did */
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawal_events_withdrawal_idx').on(t.withdrawalId, t.id)],
);

/** The provider's recipient for a member's bank account, created once and reused. */
export const payoutRecipients = pgTable(
  'payout_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    recipientCode: text('recipient_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_recipients_account_unique').on(t.userId, t.provider, t.bankCode, t.accountNo)],
);

export type WithdrawalPin = typeof withdrawalPins.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalEventRow = typeof withdrawalEvents.$inferSelect;
