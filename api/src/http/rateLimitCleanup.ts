// Deletes the rate-limit counters whose window has ended (they would be reset on their next hit anyway).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../ledger/sql';

export async function cleanupRateLimitHits(executor: Executor, now: Date, options: { batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? 5000;
  let deleted = 0;
  for (;;) {
    const rows = await queryRows(
      executor,
      sql`DELETE FROM rate_limit_hits WHERE key IN (
            SELECT key FROM rate_limit_hits WHERE window_ends_at <= ${now.toISOString()}::timestamptz LIMIT ${batch} FOR UPDATE SKIP LOCKED
          ) RETURNING 1 AS gone`,
    );
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}
