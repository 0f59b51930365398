// Keys are kept for 7 days (clients retry within minutes); done keys older than that are deleted in
// batches, together with claims abandoned that long ago.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deleteInBatches } from '../db/deleteInBatches';

export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export async function cleanupIdempotencyKeys(executor: Executor, now: Date, options: { retentionMs?: number; batch?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - (options.retentionMs ?? IDEMPOTENCY_RETENTION_MS)).toISOString();
  const batch = options.batch ?? 5000;
  return deleteInBatches(executor, batch, (limit) =>
    sql`DELETE FROM idempotency_keys WHERE (scope, key) IN (
            SELECT scope, key FROM idempotency_keys
            WHERE created_at < ${cutoff}::timestamptz AND (status = 'done' OR locked_until < ${cutoff}::timestamptz)
            LIMIT ${limit} FOR UPDATE SKIP LOCKED
          ) RETURNING 1 AS gone`,
  );
}
