import { Badge, Button, formatDateTime } from '@coop/shared';
import type { AdminAlert } from '@coop/api/contract';
import { AlertDetails } from './AlertDetails';
import styles from './AlertsPanel.module.css';

export const KIND_LABELS: Record<AdminAlert['kind'], string> = { ledger_check: 'Ledger check', payout_anomaly: 'Payout anomaly', transfer_otp: 'Transfer OTP' };

/** One alert: what it is, when it was raised and seen again, and Resolve while it is open. */
export function AlertItem({ alert, onResolve }: { alert: AdminAlert; onResolve: (alert: AdminAlert) => void }) {
  const open = alert.status === 'open';
  return (
    <li className={`${styles.item} ${open ? styles.open : ''}`} aria-label={alert.title}>
      <div className={styles.badges}>
        <Badge tone={open ? 'danger' : 'neutral'}>{open ? 'Open' : 'Resolved'}</Badge>
        <Badge tone="neutral">{KIND_LABELS[alert.kind] ?? alert.kind}</Badge>
      </div>
      <h3 className={styles.itemTitle}>{alert.title}</h3>
      <AlertDetails alert={alert} />
      <p className={styles.meta}>
        Raised {formatDateTime(alert.created_at)}
        {alert.seen_count > 1 ? `; seen again ${alert.seen_count - 1} ${alert.seen_count === 2 ? 'time' : 'times'}, last ${formatDateTime(alert.last_seen_at)}` : ''}
      </p>
      {open ? (
        <Button variant="secondary" onClick={() => onResolve(alert)} aria-label={`Resolve: ${alert.title}`}>
          Resolve
        </Button>
      ) : (
        <p className={styles.meta}>
          Resolved {formatDateTime(alert.resolved_at)}: {alert.resolution_note}
        </p>
      )}
    </li>
  );
}
