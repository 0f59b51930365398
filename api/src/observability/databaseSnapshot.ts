// What /metrics reads from the database on a scrape: the mail outbox backlog and the last ledger check. Both are
// shared by every API instance, so every instance reports the same figures. Kept for a few seconds so that
// scrapes (several Prometheus servers, a dashboard refresh) cost one pair of indexed queries at most that often.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows, toDate } from '../ledger/sql';

export interface DatabaseSnapshot {
  /** unsent, not given up rows in mail_queue */
  mailBacklog: number;
  /** the oldest of them was due this long ago (0 when none) */
  mailOldestDueSeconds: number;
  /** null until the ledger check has finished once */
  ledgerCheck: { ok: boolean; finishedAt: Date } | null;
}

export const SNAPSHOT_TTL_MS = 10_000;

/** the scheduled job's row and whether its run raised (or saw again) the ledger_check alert (ledgerCheckJob.ts) */
async function readLedgerCheck(db: Database): Promise<DatabaseSnapshot['ledgerCheck'] | 'running'> {
  const [row] = await queryRows(
    db,
    sql`SELECT j.last_started_at, j.last_finished_at, j.last_error,
               EXISTS (SELECT 1 FROM admin_alerts a
                       WHERE a.kind = 'ledger_check' AND a.resolved_at IS NULL AND a.last_seen_at >= j.last_started_at) AS found_problems
        FROM scheduled_jobs j WHERE j.name = 'ledger.check'`,
  );
  if (!row || !row.last_finished_at) return null;
  const finishedAt = toDate(row.last_finished_at);
  if (row.last_started_at && toDate(row.last_started_at) > finishedAt) return 'running';
  const foundProblems = row.found_problems === true || row.found_problems === 't';
  return { ok: !row.last_error && !foundProblems, finishedAt };
}

async function readMailBacklog(db: Database, now: Date): Promise<Pick<DatabaseSnapshot, 'mailBacklog' | 'mailOldestDueSeconds'>> {
  const [row] = await queryRows(db, sql`SELECT count(*)::int AS backlog, min(due_at) AS oldest FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL`);
  const oldest = row?.oldest ? toDate(row.oldest) : null;
  return { mailBacklog: Number(row?.backlog ?? 0), mailOldestDueSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}

/** a reader that answers from its last read while it is fresh, and keeps the last good figures when a read fails */
export function databaseSnapshotReader(db: Database, now: () => Date = () => new Date()): () => Promise<DatabaseSnapshot | null> {
  let last: DatabaseSnapshot | null = null;
  let readAt = 0;
  let reading: Promise<DatabaseSnapshot | null> | null = null;

  async function read(): Promise<DatabaseSnapshot | null> {
    try {
      const [mail, ledger] = [await readMailBacklog(db, now()), await readLedgerCheck(db)];
      last = { ...mail, ledgerCheck: ledger === 'running' ? (last?.ledgerCheck ?? null) : ledger };
    } catch {
      // the database is down: the readiness and request metrics say so; these keep their last values
    } finally {
      // a failed read is not tried again on every scrape either
      readAt = Date.now();
    }
    return last;
  }

  return () => {
    if (Date.now() - readAt < SNAPSHOT_TTL_MS) return Promise.resolve(last);
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}
