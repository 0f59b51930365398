// One row of the audit trail as a card: when, who (as what role), the action and its outcome, the subject, the
// detail, and before/after where there is one; the request id and address for an investigation.
import { Badge, formatDateTime, Link, type BadgeTone } from '@coop/shared';
import type { AuditEntry, AuditOutcome } from '@coop/api/contract';
import styles from '../console/Section.module.css';

const OUTCOME: Record<AuditOutcome, { label: string; tone: BadgeTone }> = {
  done: { label: 'Done', tone: 'success' },
  refused: { label: 'Refused', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

export function AuditEntryItem({ entry, onlyActorHref }: { entry: AuditEntry; onlyActorHref: (actorId: number) => string }) {
  const outcome = OUTCOME[entry.outcome] ?? { label: entry.outcome, tone: 'neutral' as const };
  const subject = entry.subject_type ? `${entry.subject_type}${entry.subject_id ? ` ${entry.subject_id}` : ''}` : null;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{entry.action}</h3>
        <Badge tone={outcome.tone}>{outcome.label}</Badge>
      </div>
      <p className={styles.meta}>
        {formatDateTime(entry.at)} ·{' '}
        {entry.actor ? (
          <>
            <Link to={onlyActorHref(entry.actor.id)} className={styles.rowLink} title={`Only ${entry.actor.name}’s actions`}>
              {entry.actor.name}
            </Link>{' '}
            ({entry.actor_role})
          </>
        ) : (
          'The system'
        )}
      </p>
      <dl className={styles.facts}>
        {subject && (
          <div>
            <dt>Subject</dt>
            <dd>
              {subject}
              {entry.subject_user ? ` (${entry.subject_user.name})` : ''}
            </dd>
          </div>
        )}
        {entry.detail && (
          <div>
            <dt>Detail</dt>
            <dd>{entry.detail}</dd>
          </div>
        )}
        {entry.before !== null && entry.before !== undefined && (
          <div>
            <dt>Before</dt>
            <dd>
              <pre className={styles.code}>{show(entry.before)}</pre>
            </dd>
          </div>
        )}
        {entry.after !== null && entry.after !== undefined && (
          <div>
            <dt>After</dt>
            <dd>
              <pre className={styles.code}>{show(entry.after)}</pre>
            </dd>
          </div>
        )}
        {(entry.request_id || entry.address) && (
          <div>
            <dt>Request</dt>
            <dd>{[entry.request_id, entry.address].filter(Boolean).join(' from ')}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
