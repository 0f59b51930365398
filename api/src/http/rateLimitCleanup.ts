// Deletes the rate-limit counters whose window has ended (they would be reset on their next hit anyway).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deleteInBatches } from '../db/deleteInBatches';

export async function cleanupRateLimitHits(executor: Executor, now: Date, options: { batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? 5000;
  return deleteInBatches(executor, batch, (limit) =>
    sql`DELETE FROM rate_limit_hits WHERE key IN (
            SELECT key FROM rate_limit_hits WHERE window_ends_at <= ${now.toISOString()}::timestamptz LIMIT ${limit} FOR UPDATE SKIP LOCKED
          ) RETURNING 1 AS gone`,
  );
}
