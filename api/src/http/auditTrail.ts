// Appends one row to the audit trail (append-only in the database). Every administrator's write reaches here through
// the admin scope's hook (./adminWriteAudit.ts); sign-ins, the seed and in-transaction acts call it directly.
import type { Executor } from '../db/client';
import { auditLog, type AuditOutcome, type Role } from '../db/schema';

export interface AuditEntry {
  actorId: number | null;
  actorRole: Role | 'SYSTEM';
  action: string;
  outcome: AuditOutcome;
  subjectType?: string | null;
  subjectId?: string | number | null;
  subjectUserId?: number | null;
  before?: unknown;
  after?: unknown;
  detail?: string | null;
  statusCode?: number | null;
  requestId?: string | null;
  address?: string | null;
  at?: Date;
}

/** bigint is not JSON: money in before/after is written as its decimal string of kobo */
function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

export async function appendAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    action: entry.action,
    outcome: entry.outcome,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    subjectUserId: entry.subjectUserId ?? null,
    before: jsonSafe(entry.before),
    after: jsonSafe(entry.after),
    detail: entry.detail?.slice(0, 2000) ?? null,
    statusCode: entry.statusCode ?? null,
    requestId: entry.requestId ?? null,
    address: entry.address ?? null,
  });
}
