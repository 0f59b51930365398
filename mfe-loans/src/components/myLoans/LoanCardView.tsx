// One loan card of MY LOAN (facts §3.7, §4.1): name, Loan Amount, Amount Repaid, Loan Status, Loan Due Date, the next
// instalment and an Overdue flag; View Details, Cancel (0/1/2), Repay Loan and Auto-repay (11).
import { Badge, Button, Card, formatDate, formatNaira, StatusBadge } from '@coop/shared';
import type { LoanCard } from '@coop/api/contract';
import { LOAN_STATUS } from '../status';
import styles from '../layout';

export interface LoanCardActions {
  onDetails: () => void;
  onCancel: () => void;
  onRepay: () => void;
  onAutoRepay: (on: boolean) => void;
  autoRepayBusy: boolean;
}

export function LoanCardView({ loan, actions }: { loan: LoanCard; actions: LoanCardActions }) {
  const overdue = loan.days_overdue > 0;
  return (
    <Card title={loan.group_name} headingLevel={3}>
      <div className={styles.stack}>
        <dl className={styles.details}>
          <dt>Loan Amount</dt>
          <dd>{formatNaira(loan.loan_amount)}</dd>
          <dt>Amount Repaid</dt>
          <dd>{formatNaira(loan.repaid)}</dd>
          <dt>Loan Status</dt>
          <dd>
            <StatusBadge map={LOAN_STATUS} status={loan.loan_status} />
          </dd>
          <dt>Loan Due Date</dt>
          <dd>{loan.end_date ? formatDate(loan.end_date) : '—'}</dd>
          {loan.loan_status === 11 && loan.next_due_date && (
            <>
              <dt>Next repayment</dt>
              <dd>
                {formatNaira(loan.next_due_amount ?? '0')} on {formatDate(loan.next_due_date)}
              </dd>
            </>
          )}
          {loan.loan_status === 0 && loan.to_guarantee !== '0.00' && (
            <>
              <dt>Waiting for guarantees</dt>
              <dd>{formatNaira(loan.to_guarantee)}</dd>
            </>
          )}
        </dl>
        {overdue && (
          <p className={styles.notice} role="status">
            <Badge tone="danger">Overdue</Badge> {formatNaira(loan.overdue_amount)} overdue for {loan.days_overdue} day{loan.days_overdue === 1 ? '' : 's'}
          </p>
        )}
        {loan.loan_status === 11 && (
          <label className={styles.switch}>
            <input type="checkbox" checked={loan.auto_repay} disabled={actions.autoRepayBusy} onChange={(e) => actions.onAutoRepay(e.target.checked)} />
            Auto-repay: take each instalment from my wallet on its due date
          </label>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={actions.onDetails}>
            View Details
          </Button>
          {[0, 1, 2].includes(loan.loan_status) && (
            <Button variant="danger" onClick={actions.onCancel}>
              Cancel
            </Button>
          )}
          {loan.loan_status === 11 && <Button onClick={actions.onRepay}>Repay Loan</Button>}
        </div>
      </div>
    </Card>
  );
}
