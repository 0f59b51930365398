// The double-entry ledger (ARCHITECTURE §6). Money is bigint kobo. Postings are append-only and
// transfers change only their lifecycle columns: the triggers in drizzle/*_ledger_immutability.sql
// enforce it. Sign convention: a positive amount credits an account (money in for a member).
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const LEDGER_ACCOUNT_KINDS = ['member', 'society'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const TRANSFER_STATUSES = ['posted', 'pending', 'voided'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** null for society accounts */
    ownerUserId: integer('owner_user_id').references(() => users.id),
    /** 'wallet', 'regular_savings', 'target_savings:<id>', … or a society purpose such as 'provider_clearing' */
    purpose: text('purpose').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** cached Σ of this account's postings, updated under the row lock in the posting's transaction */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** cached number of postings: the last posting's entry_no */
    postingCount: bigint('posting_count', { mode: 'bigint' }).notNull().default(sql`0`),
    /** cached Σ |debits| (negative postings) */
    debitTotal: bigint('debit_total', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT: one society account per purpose, one member account per (owner, purpose).
    unique('ledger_accounts_owner_purpose_unique').on(t.ownerUserId, t.purpose).nullsNotDistinct(),
    check('ledger_accounts_kind_check', sql`${t.kind} in ('member', 'society')`),
    check('ledger_accounts_owner_check', sql`(${t.kind} = 'member') = (${t.ownerUserId} is not null)`),
    check('ledger_accounts_member_balance_non_negative', sql`${t.kind} <> 'member' or ${t.balance} >= 0`),
    check('ledger_accounts_counters_check', sql`${t.postingCount} >= 0 and ${t.debitTotal} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** our own unique reference (also the one sent to payment providers) */
    reference: text('reference').notNull(),
    kind: text('kind').notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    /** the member concerned, if any */
    userId: integer('user_id').references(() => users.id),
    description: text('description').notNull(),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** database clock, taken while the touched accounts are locked */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending transfers only: when the watcher raises an alert if still pending */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_transfers_reference_unique').on(t.reference),
    // a transfer is reversed at most once (a void's reversal counts)
    uniqueIndex('ledger_transfers_reverses_unique').on(t.reversesTransferId).where(sql`${t.reversesTransferId} is not null`),
    // no index on user_id: members' histories read ledger_member_entries, and an index no reader uses costs every transfer
    index('ledger_transfers_pending_deadline_idx').on(t.deadlineAt).where(sql`${t.status} = 'pending'`),
    foreignKey({ columns: [t.reversesTransferId], foreignColumns: [t.id], name: 'ledger_transfers_reverses_fk' }),
    check('ledger_transfers_status_check', sql`${t.status} in ('posted', 'pending', 'voided')`),
    check('ledger_transfers_posted_at_check', sql`(${t.status} = 'posted') = (${t.postedAt} is not null)`),
    check('ledger_transfers_voided_at_check', sql`(${t.status} = 'voided') = (${t.voidedAt} is not null)`),
    check('ledger_transfers_pending_deadline_check', sql`${t.status} <> 'pending' or ${t.deadlineAt} is not null`),
    check('ledger_transfers_reference_check', sql`length(${t.reference}) between 1 and 200`),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** signed kobo, never zero: positive credits the account */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** the account's balance right after this posting (written under the account lock) */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** 1, 2, 3… per account, in posting order: statement pages are ranges of it */
    entryNo: bigint('entry_no', { mode: 'bigint' }).notNull(),
    /** Σ |debits| on the account up to and including this posting: statement totals by subtraction */
    debitsAfter: bigint('debits_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_postings_account_entry_unique').on(t.accountId, t.entryNo),
    index('ledger_postings_account_created_idx').on(t.accountId, t.createdAt, t.entryNo),
    index('ledger_postings_transfer_idx').on(t.transferId),
    check('ledger_postings_amount_non_zero', sql`${t.amount} <> 0`),
    check('ledger_postings_counters_check', sql`${t.entryNo} > 0 and ${t.debitsAfter} >= 0`),
  ],
);

/**
 * Each member's history index: one row per transfer listed in their history (it names them or touches one of their
 * accounts; society-only bookkeeping kinds are left out), numbered 1, 2, 3… per member in the order transfer() wrote
 * them, under the lock on the member's row in ledger_member_history. A page of a member's history is a range of `seq`
 * and its size is `entry_count`: reads do not grow with the history. `kind` is the kind a category filter matches
 * (for a reversal, the kind it reverses).
 */
export const ledgerMemberEntries = pgTable(
  'ledger_member_entries',
  {
    // no foreign keys on this derived index: each would cost a lookup per row on every transfer (about 15% of the
    // ledger's throughput, measured with api/bench/ledger.bench.ts); runLedgerCheck verifies it against the transfers
    userId: integer('user_id').notNull(),
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'ledger_member_entries_pkey', columns: [t.userId, t.seq] }),
    index('ledger_member_entries_created_idx').on(t.userId, t.createdAt, t.seq),
    index('ledger_member_entries_kind_idx').on(t.userId, t.kind, t.seq),
    check('ledger_member_entries_seq_check', sql`${t.seq} > 0`),
  ],
);

/** How many entries each member's history has (the last `seq`): the cached count of their history. */
export const ledgerMemberHistory = pgTable(
  'ledger_member_history',
  {
    userId: integer('user_id').primaryKey(),
    entryCount: bigint('entry_count', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('ledger_member_history_count_check', sql`${t.entryCount} >= 0`)],
);

/** Pending transfers found past their deadline by the watcher job. */
export const ledgerAlerts = pgTable(
  'ledger_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ledger_alerts_transfer_unique').on(t.transferId), index('ledger_alerts_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`)],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
export type LedgerPosting = typeof ledgerPostings.$inferSelect;
export type LedgerAlert = typeof ledgerAlerts.$inferSelect;
export type LedgerMemberEntry = typeof ledgerMemberEntries.$inferSelect;
