// The last audit rows about the member (what administrators did to their account, loans, orders…), newest first,
// and a link to all of them in the Audit trail section.
import { Badge, Card, EmptyState, formatDateTime, Link } from '@coop/shared';
import type { AdminMemberDetails } from '@coop/api/contract';
import { sectionHref } from '../console/sections';
import styles from '../console/Section.module.css';

const OUTCOME_TONES = { done: 'success', refused: 'warning', failed: 'danger' } as const;

export function MemberAudit({ member }: { member: AdminMemberDetails }) {
  return (
    <Card title="Audit trail">
      {member.audit.length ? (
        <div className={styles.stack}>
          <ul className={styles.list} aria-label="Audit rows about this member">
            {member.audit.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <p className={styles.itemTitle}>{entry.action}</p>
                  <Badge tone={OUTCOME_TONES[entry.outcome]}>{entry.outcome}</Badge>
                </div>
                <p className={styles.meta}>
                  {formatDateTime(entry.at)}
                  {entry.actor ? `, by ${entry.actor.name}` : ', by the system'}
                </p>
                {entry.detail && <p className={styles.meta}>{entry.detail}</p>}
              </li>
            ))}
          </ul>
          <Link to={`${sectionHref('audit')}?subject_user_id=${member.id}`} className={styles.rowLink}>
            Everything recorded about them
          </Link>
        </div>
      ) : (
        <EmptyState title="Nothing recorded" description="No administrator has acted on this member’s account yet." />
      )}
    </Card>
  );
}
