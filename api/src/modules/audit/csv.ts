// The audit trail as CSV (`GET admin/audit.csv`): every row the filters match, newest first, produced page by page
// so memory stays flat at any size. Before and after as their JSON; a text cell that starts like a formula is
// prefixed with ' (CSV injection), as in the loan book's CSV.
import type { AuditEntry as AuditEntryView, PersonRef } from '../../contract';
import type { Executor } from '../../db/client';
import { csvCell } from '../loans';
import { auditPage } from './read';
import type { AuditFilters } from './schema';

const PAGE = 500;

export const AUDIT_CSV_HEADER = [
  'id', 'at', 'actor_id', 'actor', 'actor_email', 'actor_role', 'action', 'outcome', 'subject_type', 'subject_id',
  'subject_user_id', 'subject_user', 'subject_user_email', 'before', 'after', 'detail', 'status_code', 'request_id', 'address',
];

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const person = (ref: PersonRef | null) => [ref?.id ?? null, ref?.name ?? null, ref?.email ?? null];

function csvLine(entry: AuditEntryView): string {
  return `${[
    entry.id,
    entry.at,
    ...person(entry.actor),
    entry.actor_role,
    entry.action,
    entry.outcome,
    entry.subject_type,
    entry.subject_id,
    ...person(entry.subject_user),
    json(entry.before),
    json(entry.after),
    entry.detail,
    entry.status_code,
    entry.request_id,
    entry.address,
  ]
    .map(csvCell)
    .join(',')}\n`;
}

export async function* auditCsv(executor: Executor, filters: AuditFilters): AsyncGenerator<string> {
  yield `${AUDIT_CSV_HEADER.join(',')}\n`;
  let cursor: number | undefined;
  for (;;) {
    const { entries, nextCursor } = await auditPage(executor, filters, { cursor, limit: PAGE });
    if (entries.length) yield entries.map(csvLine).join('');
    if (nextCursor === null) return;
    cursor = Number(nextCursor);
  }
}
