// Reading the audit trail: the filtered rows newest first, a page at a time (keyset on the id, which the filter
// indexes end with: audit_log_actor_idx, _action_idx, _subject_idx, _subject_user_idx), with the names of the
// administrator and of the member the subject belongs to.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry as AuditEntryView, PersonRef } from '../../contract';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { queryRows } from '../../ledger/sql';
import { startOfLagosDate } from '../transactions';
import { displayName } from '../auth';
import type { AuditFilters } from './schema';

const DAY_MS = 24 * 60 * 60_000;
const actor = alias(users, 'actor');
const subjectUser = alias(users, 'subject_user');

function whereOf(filters: AuditFilters, beforeId?: number): SQL | undefined {
  return and(
    filters.actor_id === undefined ? undefined : eq(auditLog.actorId, filters.actor_id),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    filters.subject_type === undefined ? undefined : eq(auditLog.subjectType, filters.subject_type),
    filters.subject_id === undefined ? undefined : eq(auditLog.subjectId, filters.subject_id),
    filters.subject_user_id === undefined ? undefined : eq(auditLog.subjectUserId, filters.subject_user_id),
    filters.outcome === undefined ? undefined : eq(auditLog.outcome, filters.outcome),
    // Lagos has no daylight saving: the day after `to` begins 24 hours after it
    filters.from === undefined ? undefined : gte(auditLog.at, startOfLagosDate(filters.from)),
    filters.to === undefined ? undefined : lt(auditLog.at, new Date(startOfLagosDate(filters.to).getTime() + DAY_MS)),
    beforeId === undefined ? undefined : lt(auditLog.id, beforeId),
  );
}

type Person = { id: number | null; firstName: string | null; lastName: string | null; email: string | null };

// drizzle gives a left-joined part as null when its row is missing
const personRef = (person: Person | null): PersonRef | null =>
  !person || person.id === null ? null : { id: person.id, name: displayName({ firstName: person.firstName ?? '', lastName: person.lastName ?? '' }), email: person.email ?? '' };

/** one page of matching rows, newest first, after `cursor` (an id); `nextCursor` null on the last page */
export async function auditPage(executor: Executor, filters: AuditFilters, page: { cursor?: number; limit: number }): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
  const rows = await executor
    .select({
      row: auditLog,
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
      subjectUser: { id: subjectUser.id, firstName: subjectUser.firstName, lastName: subjectUser.lastName, email: subjectUser.email },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(subjectUser, eq(subjectUser.id, auditLog.subjectUserId))
    .where(whereOf(filters, page.cursor))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const entries = shown.map(({ row, actor, subjectUser }): AuditEntryView => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: personRef(actor),
    actor_role: row.actorRole,
    action: row.action,
    outcome: row.outcome,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject_user: personRef(subjectUser),
    before: row.before,
    after: row.after,
    detail: row.detail,
    status_code: row.statusCode,
    request_id: row.requestId,
    address: row.address,
  }));
  return { entries, nextCursor: rows.length > page.limit ? String(shown[shown.length - 1].row.id) : null };
}

/** every action the trail holds, for the filter's choices: one index probe per action (audit_log_action_idx) */
export async function auditActions(executor: Executor): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    executor,
    sql`WITH RECURSIVE seen(action) AS (
          SELECT min(action) FROM audit_log
          UNION ALL
          SELECT (SELECT min(a.action) FROM audit_log a WHERE a.action > seen.action) FROM seen WHERE seen.action IS NOT NULL
        )
        SELECT action FROM seen WHERE action IS NOT NULL ORDER BY action`,
  );
  return rows.map((r) => r.action);
}

/** everyone who ever acted in the trail, by name, for the "who" filter: one index probe per actor (audit_log_actor_idx) */
export async function auditActors(executor: Executor): Promise<PersonRef[]> {
  const rows = await queryRows<{ id: number; first_name: string; last_name: string; email: string }>(
    executor,
    sql`WITH RECURSIVE seen(actor_id) AS (
          SELECT min(actor_id) FROM audit_log
          UNION ALL
          SELECT (SELECT min(a.actor_id) FROM audit_log a WHERE a.actor_id > seen.actor_id) FROM seen WHERE seen.actor_id IS NOT NULL
        )
        SELECT u.id, u.first_name, u.last_name, u.email FROM seen JOIN users u ON u.id = seen.actor_id
        ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: displayName({ firstName: r.first_name, lastName: r.last_name }), email: r.email }));
}
