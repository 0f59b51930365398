// Admin alerts: raised inside the caller's transaction (so a rolled-back change raises nothing), de-duplicated per
// kind and subject while open, told to every administrator in the app at once and, after the commit, by mail and a
// log line at error level (./dispatch.ts). Resolving one is a person's decision, with a note.
import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminAlert } from '../../contract';
import type { Executor } from '../../db/client';
import { adminAlerts, users, type AdminAlertKind, type AdminAlertRow } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { jsonText, queryRows, toId } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import { notify } from '../notifications';

export interface NewAlert {
  kind: AdminAlertKind;
  /** what it is about within its kind; one open alert per kind and subject */
  subject: string;
  title: string;
  /** one sentence for the administrators' notification and mail */
  message: string;
  details: Record<string, unknown>;
  amountOwedKobo?: bigint | null;
  withdrawalId?: number | null;
}

export interface RaisedAlert {
  id: number;
  /** false when the same problem was already open (it was only marked seen again) */
  isNew: boolean;
}

export const ALERTS_LINK = '/dashboard';

export async function administrators(executor: Executor): Promise<Array<{ id: number; email: string; firstName: string }>> {
  return executor
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`${users.role} in ('SA', 'ADMIN')`)
    .orderBy(users.id);
}

export async function raiseAlert(executor: Executor, alert: NewAlert, now: Date): Promise<RaisedAlert> {
  const at = now.toISOString();
  const [row] = await queryRows(
    executor,
    sql`INSERT INTO admin_alerts (kind, subject, title, details, amount_owed_kobo, withdrawal_id, created_at, last_seen_at)
        VALUES (${alert.kind}, ${alert.subject}, ${alert.title}, ${jsonText(alert.details)}::jsonb, ${alert.amountOwedKobo?.toString() ?? null},
                ${alert.withdrawalId ?? null}, ${at}::timestamptz, ${at}::timestamptz)
        ON CONFLICT (kind, subject) WHERE resolved_at IS NULL
        DO UPDATE SET last_seen_at = excluded.last_seen_at, seen_count = admin_alerts.seen_count + 1, title = excluded.title, details = excluded.details
        RETURNING id, (xmax = 0) AS inserted`,
  );
  const raised = { id: toId(row.id), isNew: row.inserted === true || row.inserted === 't' };
  if (raised.isNew) {
    for (const admin of await administrators(executor)) {
      await notify(executor, admin.id, { title: alert.title, message: alert.message, link: ALERTS_LINK, createdAt: now });
    }
  }
  return raised;
}

export function toAdminAlert(row: AdminAlertRow): AdminAlert {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    details: row.details,
    amount_owed: row.amountOwedKobo === null ? null : formatKobo(row.amountOwedKobo),
    withdrawal_id: row.withdrawalId,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    seen_count: row.seenCount,
    status: row.resolvedAt ? 'resolved' : 'open',
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: row.resolvedBy,
    resolution_note: row.resolutionNote,
  };
}

type Section = 'open' | 'resolved';

async function section(executor: Executor, which: Section, beforeId: number | null, limit: number): Promise<AdminAlertRow[]> {
  const conditions: SQL[] = [which === 'open' ? isNull(adminAlerts.resolvedAt) : isNotNull(adminAlerts.resolvedAt)];
  if (beforeId !== null) conditions.push(lt(adminAlerts.id, beforeId));
  return executor.select().from(adminAlerts).where(and(...conditions)).orderBy(desc(adminAlerts.id)).limit(limit);
}

/** Open alerts newest first, then resolved ones newest first; keyset paging on (section, id), no count. */
export async function listAlerts(executor: Executor, cursor: string | undefined, limit: number): Promise<{ data: AdminAlert[]; next_cursor: string | null }> {
  const [from, id] = cursor ? (cursor.split(':') as [Section, string]) : (['open', null] as const);
  const rows: Array<AdminAlertRow & { section: Section }> = [];
  if (from === 'open') {
    for (const r of await section(executor, 'open', id === null ? null : Number(id), limit + 1)) rows.push({ ...r, section: 'open' });
  }
  if (rows.length <= limit) {
    const beforeId = from === 'resolved' && id !== null ? Number(id) : null;
    for (const r of await section(executor, 'resolved', beforeId, limit + 1 - rows.length)) rows.push({ ...r, section: 'resolved' });
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { data: page.map(toAdminAlert), next_cursor: rows.length > limit && last ? `${last.section}:${last.id}` : null };
}

export async function resolveAlert(executor: Executor, id: number, input: { adminId: number; note: string; now: Date }): Promise<AdminAlert> {
  const [row] = await executor
    .update(adminAlerts)
    .set({ resolvedAt: input.now, resolvedBy: input.adminId, resolutionNote: input.note })
    .where(and(eq(adminAlerts.id, id), isNull(adminAlerts.resolvedAt)))
    .returning();
  if (row) return toAdminAlert(row);
  const [existing] = await executor.select({ id: adminAlerts.id }).from(adminAlerts).where(eq(adminAlerts.id, id)).limit(1);
  if (!existing) throw notFound('Alert not found');
  throw conflict('This alert has already been resolved');
}
