// The audit trail's filters: who, action, subject (type and id), outcome, and a Lagos date range. They go into the
// URL when applied (a pasted link shows the same rows); Clear empties them.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, DateRangeFields, rangeError, Select, TextField } from '@coop/shared';
import type { PersonRef } from '@coop/api/contract';
import type { AuditFilters as Filters } from '../backOfficeApi';
import styles from '../console/Section.module.css';

export const AUDIT_FILTER_KEYS = ['actor_id', 'action', 'subject_type', 'subject_id', 'subject_user_id', 'outcome', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

const OUTCOMES = [
  { value: 'done', label: 'Done' },
  { value: 'refused', label: 'Refused' },
  { value: 'failed', label: 'Failed' },
];

interface AuditFiltersProps {
  applied: Record<AuditFilterKey, string>;
  actions: string[];
  /** everyone who acted in the trail: the "who" choices */
  actors: PersonRef[];
  onApply: (filters: Record<AuditFilterKey, string>) => void;
}

export function AuditFilters({ applied, actions, actors, onApply }: AuditFiltersProps) {
  const [form, setForm] = useState(applied);
  const [errors, setErrors] = useState<{ to?: string }>({});
  const key = JSON.stringify(applied);
  useEffect(() => setForm(JSON.parse(key) as Record<AuditFilterKey, string>), [key]);
  const set = (field: AuditFilterKey, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const actionOptions = [...new Set([...actions, ...(form.action ? [form.action] : [])])].sort().map((a) => ({ value: a, label: a }));
  // a pasted link may name someone the list does not hold (yet): keep them choosable by number
  const actorOptions = [
    ...actors.map((a) => ({ value: String(a.id), label: `${a.name} (${a.email})` })),
    ...(form.actor_id && !actors.some((a) => String(a.id) === form.actor_id) ? [{ value: form.actor_id, label: `Account ${form.actor_id}` }] : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, form[k].trim()])) as Record<AuditFilterKey, string>;
    const found = { to: rangeError(trimmed.from, trimmed.to) };
    setErrors(found);
    if (found.to) return;
    onApply(trimmed);
  };

  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label="Filter the audit trail">
      <Select label="Who" name="actor_id" placeholder="Anyone" value={form.actor_id} options={actorOptions} onChange={(e) => set('actor_id', e.target.value)} />
      <Select label="Action" name="action" placeholder="Any action" value={form.action} options={actionOptions} onChange={(e) => set('action', e.target.value)} />
      <TextField label="Subject type" name="subject_type" hint="e.g. loans, user, proposal" value={form.subject_type} onChange={(e) => set('subject_type', e.target.value)} />
      <TextField label="Subject id" name="subject_id" value={form.subject_id} onChange={(e) => set('subject_id', e.target.value)} />
      <TextField label="Member number" name="subject_user_id" hint="whose account it concerns" inputMode="numeric" value={form.subject_user_id} onChange={(e) => set('subject_user_id', e.target.value)} />
      <Select label="Outcome" name="outcome" placeholder="Any outcome" value={form.outcome} options={OUTCOMES} onChange={(e) => set('outcome', e.target.value)} />
      <DateRangeFields from={form.from} to={form.to} onFromChange={(v) => set('from', v)} onToChange={(v) => set('to', v)} error={errors.to} />
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Button variant="ghost" onClick={() => onApply(Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, ''])) as Record<AuditFilterKey, string>)}>
          Clear
        </Button>
      </div>
    </form>
  );
}

export const toQuery = (values: Record<AuditFilterKey, string>): Filters => Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Filters;
