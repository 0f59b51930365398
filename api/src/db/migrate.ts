// Applies the drizzle-kit SQL migrations in api/drizzle in journal order, once each, under a
// PostgreSQL advisory lock so several API instances starting together do not race. A file already
// applied must still hash to what was recorded: a changed or missing one stops the start before anything runs.
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
      const recorded = (await query('SELECT tag, hash FROM schema_migrations')).rows;
      const done = new Map(recorded.map((r) => [String(r.tag), String(r.hash)]));
      for (const [tag, hash] of done) verifyApplied(dir, tag, hash);
      const applied: string[] = [];
      for (const entry of entries) {
        if (done.has(entry.tag)) continue;
        const sql = fs.readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
        const hash = sha256(sql);
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

/** An applied migration's file must be unchanged: the database was built from what it said then. */
function verifyApplied(dir: string, tag: string, storedHash: string): void {
  const file = path.join(dir, `${tag}.sql`);
  if (!fs.existsSync(file)) {
    throw new Error(
      `Migration ${tag} was applied to this database but ${file} is missing. ` +
        'Restore the file from version control; nothing was migrated.',
    );
  }
  if (sha256(fs.readFileSync(file, 'utf8')) !== storedHash) {
    throw new Error(
      `Migration ${tag} was changed after it was applied to this database (its SHA-256 differs from the one recorded). ` +
        'Restore the file as it was and put the change in a new migration; nothing was migrated.',
    );
  }
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
