// A status as a badge, from one map per kind of record: its label and tone side by side, so the two never drift
// apart. A remote keeps only its statuses' data: `const LOAN_STATUS = statusMap({ 0: ['PENDING', 'warning'], … })`.
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from './Badge';

export interface StatusLook {
  label: string;
  tone: BadgeTone;
}

export type StatusMap<Status extends PropertyKey> = Record<Status, StatusLook>;

/** `{ paid: ['Paid', 'success'] }` → `{ paid: { label: 'Paid', tone: 'success' } }` */
export function statusMap<Status extends PropertyKey>(pairs: Record<Status, readonly [label: string, tone: BadgeTone]>): StatusMap<Status> {
  const map = {} as StatusMap<Status>;
  for (const status of Reflect.ownKeys(pairs) as Status[]) {
    const [label, tone] = pairs[status];
    map[status] = { label, tone };
  }
  return map;
}

/** the status's badge; a status the map does not know shows as itself, neutral. `label` words it otherwise. */
export function StatusBadge<Status extends PropertyKey>({ map, status, label }: { map: Partial<StatusMap<Status>>; status: Status; label?: ReactNode }) {
  const look = map[status];
  return <Badge tone={look?.tone ?? 'neutral'}>{label ?? look?.label ?? String(status)}</Badge>;
}
