// The pending-transfer watcher: a pending transfer past its deadline (a payout the provider never
// confirmed, a charge never verified) gets one ledger_alerts row and a warn log line for a person to chase.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows, toDate, toId } from './sql';

export const OVERDUE_PENDING_ALERT = 'pending_overdue';

export interface AlertLogger {
  warn(obj: object, msg: string): void;
}

export interface RaisedAlert {
  transfer_id: number;
  reference: string;
  kind: string;
  user_id: number | null;
  deadline_at: Date;
}

/** Alerts every pending transfer past its deadline that has none yet. Safe to run from several instances. */
export async function flagOverduePendingTransfers(executor: Executor, now: Date, log?: AlertLogger, batch = 1000): Promise<RaisedAlert[]> {
  // SKIP LOCKED: a transfer being settled right now is locked by postPending/voidPending; leave it.
  const rows = await queryRows(
    executor,
    sql`WITH due AS (
          SELECT t.id FROM ledger_transfers t
          WHERE t.status = 'pending' AND t.deadline_at < ${now.toISOString()}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM ledger_alerts a WHERE a.transfer_id = t.id)
          ORDER BY t.deadline_at
          LIMIT ${batch}
          FOR NO KEY UPDATE OF t SKIP LOCKED
        ),
        raised AS (
          INSERT INTO ledger_alerts (transfer_id, kind) SELECT id, ${OVERDUE_PENDING_ALERT} FROM due
          ON CONFLICT (transfer_id) DO NOTHING
          RETURNING transfer_id
        )
        SELECT t.id, t.reference, t.kind, t.user_id, t.deadline_at
        FROM raised JOIN ledger_transfers t ON t.id = raised.transfer_id ORDER BY t.deadline_at`,
  );
  const alerts = rows.map((r) => ({
    transfer_id: toId(r.id),
    reference: String(r.reference),
    kind: String(r.kind),
    user_id: r.user_id === null ? null : Number(r.user_id),
    deadline_at: toDate(r.deadline_at),
  }));
  for (const alert of alerts) log?.warn({ ...alert, alert: OVERDUE_PENDING_ALERT }, 'pending transfer is past its deadline');
  return alerts;
}

export interface OpenAlert extends RaisedAlert {
  alert_id: number;
  alert_kind: string;
  created_at: Date;
}

/** Unresolved alerts, oldest first (for an admin screen). */
export async function openLedgerAlerts(executor: Executor, limit = 100): Promise<OpenAlert[]> {
  const rows = await queryRows(
    executor,
    sql`SELECT a.id AS alert_id, a.kind AS alert_kind, a.created_at, t.id, t.reference, t.kind, t.user_id, t.deadline_at
        FROM ledger_alerts a JOIN ledger_transfers t ON t.id = a.transfer_id
        WHERE a.resolved_at IS NULL ORDER BY a.created_at, a.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    alert_id: toId(r.alert_id),
    alert_kind: String(r.alert_kind),
    created_at: toDate(r.created_at),
    transfer_id: toId(r.id),
    reference: String(r.reference),
    kind: String(r.kind),
    user_id: r.user_id === null ? null : Number(r.user_id),
    deadline_at: toDate(r.deadline_at),
  }));
}
