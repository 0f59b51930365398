// The metadata of ledger transfers by id, in one query: what a label needs beyond the transfer's kind
// (`payment_method`, a reversal's `reversed_kind`).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { int8Array, queryRows } from './sql';

export async function transferMetadata(executor: Executor, transferIds: number[]): Promise<Map<number, Record<string, unknown>>> {
  const ids = [...new Set(transferIds)];
  const metadata = new Map<number, Record<string, unknown>>();
  if (!ids.length) return metadata;
  const rows = await queryRows(executor, sql`SELECT id, metadata FROM ledger_transfers WHERE id = ANY(${int8Array(ids)}::bigint[])`);
  for (const row of rows) metadata.set(Number(row.id), (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) as Record<string, unknown>);
  return metadata;
}
