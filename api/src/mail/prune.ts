// Queue rows are kept a while after their last word (who was mailed what subject, for an administrator's question),
// then deleted in batches so the table does not grow with every mail ever sent. A given-up row is kept as long: its
// error is what an operator reads to find out why a member got no mail.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deleteInBatches } from '../db/deleteInBatches';

export const MAIL_QUEUE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes sent and given-up rows older than the retention; answers how many went. Rows still waiting are never touched. */
export async function pruneMailQueue(executor: Executor, now: Date, options: { retentionMs?: number; batch?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - (options.retentionMs ?? MAIL_QUEUE_RETENTION_MS)).toISOString();
  return deleteInBatches(executor, options.batch ?? 5000, (limit) =>
    sql`DELETE FROM mail_queue WHERE id IN (
            SELECT id FROM mail_queue
            WHERE (sent_at < ${cutoff}::timestamptz OR failed_at < ${cutoff}::timestamptz)
            LIMIT ${limit} FOR UPDATE SKIP LOCKED
          ) RETURNING 1 AS gone`,
  );
}
