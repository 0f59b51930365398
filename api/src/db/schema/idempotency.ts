import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per (scope, Idempotency-Key). Claimed 'in_flight' by an autocommitted insert; marked 'done' with
 * the reply in the same transaction as the request's money effect, so both commit together or neither. A wallet
 * payment in one statement (wallet_payment, drizzle/0022) claims, pays and marks done in that one statement.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** e.g. 'user:42' */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** HMAC-SHA256 (IDEMPOTENCY_HASH_KEY) of method + path + canonical JSON body without secret fields */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'in_flight' | 'done'>().notNull(),
    /** identifies the current claim holder: a claim taken over after its lock expired gets a new token */
    claimToken: text('claim_token'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key], name: 'idempotency_keys_pk' }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_status_check', sql`${t.status} in ('in_flight', 'done')`),
    check('idempotency_keys_done_check', sql`${t.status} <> 'done' or ${t.responseStatus} is not null`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
