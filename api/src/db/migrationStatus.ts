// Which of this version's migrations a database has: for a restored backup, before anything starts on it.
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from './client';

const JOURNAL = path.resolve(__dirname, '..', '..', 'drizzle', 'meta', '_journal.json');

export interface MigrationStatus {
  applied: string[];
  /** this version's migrations the database lacks: applied at the next start */
  pending: string[];
  /** recorded in the database but unknown to this version: it was made by a newer one */
  unknown: string[];
}

/** null when the database has no schema_migrations table (not a database of this app) */
export async function migrationStatus(handle: DatabaseHandle, journalFile = JOURNAL): Promise<MigrationStatus | null> {
  const known = (JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }).entries.map((e) => e.tag);
  return handle.withConnection(async (query) => {
    const table = await query(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`);
    if (!table.rows[0].present) return null;
    const recorded = (await query('SELECT tag FROM schema_migrations ORDER BY tag')).rows.map((r) => String(r.tag));
    return {
      applied: recorded.filter((tag) => known.includes(tag)),
      pending: known.filter((tag) => !recorded.includes(tag)),
      unknown: recorded.filter((tag) => !known.includes(tag)),
    };
  });
}
