// What an alert is about, in words: the member, reference and amount owed of a payout anomaly, or the checks the
// ledger failed with how many cases each.
import { formatNaira } from '@coop/shared';
import type { AdminAlert } from '@coop/api/contract';
import styles from './AlertsPanel.module.css';

interface LedgerFinding {
  label: string;
  count: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function ledgerLines(details: Record<string, unknown>): string[] {
  const failed = (details.failed ?? {}) as Record<string, unknown>;
  return Object.entries(failed).map(([key, value]) => {
    if (key === 'postings_sum') return `The postings sum to ${formatNaira(text(value))} instead of ₦0.00`;
    const finding = value as LedgerFinding;
    return `${finding.label.charAt(0).toUpperCase()}${finding.label.slice(1)}: ${finding.count}${finding.count >= 100 ? ' or more' : ''}`;
  });
}

export function AlertDetails({ alert }: { alert: AdminAlert }) {
  if (alert.kind === 'payout_anomaly') {
    const d = alert.details;
    return (
      <dl className={styles.facts}>
        <div>
          <dt>Member</dt>
          <dd>
            {text(d.member_name)} ({text(d.member_email)})
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{text(d.reference)}</dd>
        </div>
        {alert.amount_owed && (
          <div>
            <dt>Amount owed</dt>
            <dd>{formatNaira(alert.amount_owed)}</dd>
          </div>
        )}
      </dl>
    );
  }
  if (alert.kind === 'transfer_otp') return <p>{text(alert.details.what_to_do)}</p>;
  return (
    <ul className={styles.findings}>
      {ledgerLines(alert.details).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
