// Exactly-once money requests. The key is claimed by an autocommitted INSERT … ON CONFLICT DO NOTHING
// (so a concurrent duplicate sees it at once), the handler runs in its own transaction, and the key is
// marked done with the reply IN THAT TRANSACTION: the money effect and the stored reply commit together
// or not at all. That is also why a claim whose holder died (locked_until passed) can be taken over.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client';
import { AppError, conflict, unprocessable } from '../http/errors';
import { jsonText, preparedRows, queryRows } from '../ledger/sql';
import { withMoneyTransaction, type MoneyTransactionOptions } from '../ledger/transaction';

export const MESSAGES = {
  differentRequest: 'This Idempotency-Key was already used for a different request',
  inFlight: 'This request is still being processed, please wait',
} as const;

export interface IdempotencyClaim {
  /** whose keys these are, e.g. userScope(42) → 'user:42' */
  scope: string;
  key: string;
  /** idempotencyOf(request).requestHash: an HMAC without the secret fields */
  requestHash: string;
  /** how long the claim holds before another attempt may take it over; default 60 s */
  lockMs?: number;
}

export interface IdempotentReply<B = unknown> {
  status: number;
  body: B;
  /**
   * Commit the handler's writes but do not record the reply: the key is freed, so a retry with the same key
   * runs again. For a refused secret (wrong PIN) that the member corrects and sends again under the same key,
   * since secrets are not part of the request hash.
   */
  release?: boolean;
}

export interface IdempotentResult<B = unknown> extends IdempotentReply<B> {
  /** true when this is the stored reply of an earlier attempt (send `Idempotent-Replayed: true`) */
  replayed: boolean;
}

export interface WithIdempotencyOptions {
  transaction?: MoneyTransactionOptions;
}

/** thrown 4xx business outcomes that are stored and replayed; transient ones (409, 429…) are not */
const TRANSIENT_STATUSES = new Set([408, 409, 423, 425, 429]);

/** a 4xx business refusal that is stored under its key and replayed (the transient ones are not) */
export function storableAppError(error: unknown): error is AppError {
  return error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500 && !TRANSIENT_STATUSES.has(error.statusCode);
}

class LostClaimError extends Error {}

class StoredOutcome extends Error {
  constructor(readonly reply: IdempotentReply) {
    super('stored business outcome');
  }
}

/**
 * Runs `handler` once per (scope, key). The handler gets the transaction and returns the reply to send
 * (any status: a 4xx it returns is stored and replayed like a 2xx, unless it sets `release`). A 4xx AppError it throws (other than
 * 408/409/423/425/429) is also stored and returned as a reply, without its writes. Any other error
 * releases the claim, so a retry with the same key runs again, and propagates.
 * Conflicts throw AppError: 422 (same key, different request), 409 (still in flight).
 */
export async function withIdempotency<B>(
  db: Database,
  claim: IdempotencyClaim,
  handler: (tx: Transaction) => Promise<IdempotentReply<B>>,
  options: WithIdempotencyOptions = {},
): Promise<IdempotentResult<B>> {
  const lockMs = claim.lockMs ?? 60_000;
  const token = crypto.randomUUID();
  const replay = await acquire(db, claim, token, lockMs);
  if (replay) return replay as IdempotentResult<B>;

  try {
    return await withMoneyTransaction(
      db,
      async (tx) => {
        let reply: IdempotentReply<B>;
        try {
          reply = await handler(tx);
        } catch (error) {
          if (storableAppError(error)) throw new StoredOutcome(errorReply(error));
          throw error;
        }
        const settled = reply.release ? await releaseClaim(tx, claim, token) : await markDone(tx, claim, token, reply);
        if (!settled) throw new LostClaimError();
        return { status: reply.status, body: reply.body, replayed: false };
      },
      options.transaction,
    );
  } catch (error) {
    if (error instanceof StoredOutcome) {
      // the handler's writes rolled back; the refusal itself is the recorded outcome
      await markDone(db, claim, token, error.reply);
      return { ...(error.reply as IdempotentReply<B>), replayed: false };
    }
    if (error instanceof LostClaimError) {
      // our lock expired and another attempt took the key over: our effect rolled back, theirs stands
      const row = await readKey(db, claim);
      if (row?.status === 'done' && row.request_hash === claim.requestHash) return storedReply(row) as IdempotentResult<B>;
      throw conflict(MESSAGES.inFlight);
    }
    await releaseClaim(db, claim, token);
    throw error;
  }
}

export interface KeyRow {
  request_hash: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_body: unknown;
  expired: boolean;
}

async function readKey(db: Executor, claim: IdempotencyClaim): Promise<KeyRow | null> {
  const rows = await queryRows<KeyRow>(
    db,
    sql`SELECT request_hash, status, response_status, response_body, (locked_until < clock_timestamp()) AS expired
        FROM idempotency_keys WHERE scope = ${claim.scope} AND key = ${claim.key}`,
  );
  return rows[0] ?? null;
}

function storedReply(row: KeyRow): IdempotentResult {
  const body = typeof row.response_body === 'string' ? (JSON.parse(row.response_body) as unknown) : row.response_body;
  return { status: Number(row.response_status), body, replayed: true };
}

/**
 * What a request gets when its key is already someone's: the stored reply to replay, or a 422 (another request's key)
 * or 409 (still in flight); null when the holder's lock ran out and the claim may be taken over.
 */
export function answerTakenKey(row: KeyRow, claim: IdempotencyClaim): IdempotentResult | null {
  if (row.request_hash !== claim.requestHash) throw unprocessable(MESSAGES.differentRequest);
  if (row.status === 'done') return storedReply(row);
  if (!row.expired) throw conflict(MESSAGES.inFlight);
  return null;
}

/** Takes the key (fresh or expired): null. Otherwise the stored reply to replay, or a 422 / 409. */
async function acquire(db: Database, claim: IdempotencyClaim, token: string, lockMs: number): Promise<IdempotentResult | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await preparedRows(
      db,
      'idempotency_claim',
      sql`INSERT INTO idempotency_keys (scope, key, request_hash, status, claim_token, locked_until)
          VALUES (${claim.scope}, ${claim.key}, ${claim.requestHash}, 'in_flight', ${token}, clock_timestamp() + ${lockMs} * interval '1 millisecond')
          ON CONFLICT (scope, key) DO NOTHING RETURNING 1 AS claimed`,
    );
    if (inserted.length) return null;
    const row = await readKey(db, claim);
    if (!row) continue; // released between our insert and our read: try again
    const answer = answerTakenKey(row, claim);
    if (answer) return answer;
    // the holder's lock ran out (its process died, or it is far too slow): take the claim over atomically
    const taken = await queryRows(
      db,
      sql`UPDATE idempotency_keys SET claim_token = ${token}, locked_until = clock_timestamp() + ${lockMs} * interval '1 millisecond'
          WHERE scope = ${claim.scope} AND key = ${claim.key} AND status = 'in_flight' AND locked_until < clock_timestamp()
          RETURNING 1 AS claimed`,
    );
    if (taken.length) return null;
  }
  throw conflict(MESSAGES.inFlight);
}

async function markDone(executor: Executor, claim: IdempotencyClaim, token: string, reply: IdempotentReply): Promise<boolean> {
  if (!Number.isInteger(reply.status) || reply.status < 100 || reply.status > 599) throw new Error(`Invalid reply status ${reply.status}`);
  const rows = await preparedRows(
    executor,
    'idempotency_done',
    sql`UPDATE idempotency_keys
        SET status = 'done', response_status = ${reply.status}, response_body = ${jsonText(reply.body ?? null)}::jsonb,
            completed_at = clock_timestamp(), locked_until = NULL
        WHERE scope = ${claim.scope} AND key = ${claim.key} AND claim_token = ${token} AND status = 'in_flight'
        RETURNING 1 AS done`,
  );
  return rows.length === 1;
}

/** Records a refusal as the answer of a claim this attempt holds, its writes undone (or never made), and returns it. */
export async function recordRefusal<B>(db: Database, claim: IdempotencyClaim, token: string, error: AppError): Promise<IdempotentResult<B>> {
  const reply = errorReply(error);
  await markDone(db, claim, token, reply);
  return { ...(reply as IdempotentReply<B>), replayed: false };
}

export async function releaseClaim(executor: Executor, claim: IdempotencyClaim, token: string): Promise<boolean> {
  const rows = await queryRows(
    executor,
    sql`DELETE FROM idempotency_keys WHERE scope = ${claim.scope} AND key = ${claim.key} AND claim_token = ${token} AND status = 'in_flight'
        RETURNING 1 AS released`,
  );
  return rows.length === 1;
}

function errorReply(error: AppError): IdempotentReply {
  return { status: error.statusCode, body: { success: false, message: error.message, ...error.extra } };
}
