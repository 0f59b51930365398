// Deletes in batches until a batch comes back short, so a cleanup job never holds one huge transaction.
// `deleteBatch(limit)` is one DELETE … WHERE key IN (SELECT … LIMIT limit FOR UPDATE SKIP LOCKED) RETURNING 1 AS gone.
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../ledger/sql';
import type { Executor } from './client';

export async function deleteInBatches(executor: Executor, batch: number, deleteBatch: (limit: number) => SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await queryRows(executor, deleteBatch(batch));
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}
