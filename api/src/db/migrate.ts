// Applies the drizzle-kit SQL migrations in api/drizzle in journal order, once each, under a
// PostgreSQL advisory lock so several API instances starting together do not race.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { DatabaseHandle } from './client';

const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');
const LOCK_ID = 72_110_431; // arbitrary, fixed: identifies "schema migration" among advisory locks

interface JournalEntry {
  idx: number;
  tag: string;
}

export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return handle.withConnection(async (query) => {
    await query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    try {
      await query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        tag text PRIMARY KEY,
        hash text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set((await query('SELECT tag FROM schema_migrations')).rows.map((r) => String(r.tag)));
      const applied: string[] = [];
      for (const entry of entries) {
        if (done.has(entry.tag)) continue;
        const sql = fs.readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
        const hash = crypto.createHash('sha256').update(sql).digest('hex');
        await query('BEGIN');
        try {
          for (const statement of sql.split('--> statement-breakpoint')) {
            if (statement.trim()) await query(statement);
          }
          await query('INSERT INTO schema_migrations (tag, hash) VALUES ($1, $2)', [entry.tag, hash]);
          await query('COMMIT');
        } catch (error) {
          await query('ROLLBACK');
          throw new Error(`Migration ${entry.tag} failed: ${(error as Error).message}`);
        }
        applied.push(entry.tag);
      }
      return applied;
    } finally {
      await query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
    }
  });
}
