// One target (facts §3.3): its name (a link to its own page), targeted amount, "% Complete" and progress bar. An
// ongoing target has its autosave switch, Transactions History, Edit, Fund, Withdraw (with money in it) and Stop
// Plan; a completed one only View.
import type { ReactNode } from 'react';
import { Button, Card, formatNaira, isPositiveNaira, Link, ProgressBar } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { Switch } from '../plan/Switch';
import styles from '../plan/planStyles';

export interface TargetCardProps {
  target: TargetPlan;
  ongoing: boolean;
  busy: boolean;
  onAutosave: (on: boolean) => void;
  onHistory: () => void;
  onEdit: () => void;
  onStop: () => void;
  onWithdraw: () => void;
  /** the target's own page */
  detailsPath: string;
  /** the Fund button (Quick Save on this target) */
  fund?: ReactNode;
}

export function TargetCard({ target, ongoing, busy, onAutosave, onHistory, onEdit, onStop, onWithdraw, detailsPath, fund }: TargetCardProps) {
  const hasMoney = isPositiveNaira(target.target_balance);
  return (
    <Card
      title={
        <Link to={detailsPath} className={styles.link}>
          {target.target_name}
        </Link>
      }
      headingLevel={3}
    >
      <div className={styles.stack}>
        <dl className={styles.details}>
          <dt>Targeted Amount</dt>
          <dd>{formatNaira(target.targeted_amount)}</dd>
          <dt>Saved</dt>
          <dd>{formatNaira(target.target_balance)}</dd>
        </dl>
        <ProgressBar label="% Complete" value={target.percent_complete} valueText={`${target.percent_complete}% Complete`} />
        {ongoing ? (
          <>
            <Switch label={target.auto_status ? 'Turn OFF Auto save' : 'Turn ON Auto save'} checked={target.auto_status} disabled={busy} onChange={onAutosave} />
            {target.paused && <p className={styles.notice}>Auto save is paused after {target.consecutive_failures} failed charges in a row. Turn it on again to resume.</p>}
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onHistory}>
                Transactions History
              </Button>
              <Button variant="secondary" onClick={onEdit}>
                Edit
              </Button>
              {fund}
              {hasMoney && (
                <Button variant="secondary" onClick={onWithdraw} disabled={busy}>
                  Withdraw
                </Button>
              )}
              <Button variant="danger" onClick={onStop} disabled={busy}>
                Stop Plan
              </Button>
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onHistory}>
              View
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
