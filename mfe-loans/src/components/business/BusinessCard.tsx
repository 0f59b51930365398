// One business request (facts §3.8, §4.3): Business Name, Requested Amount, Mark-up, Total Amount, Amount Repaid,
// Due Date, Request Status, the picture, the next instalment and an Overdue flag; the buttons its status allows.
import { Badge, Button, Card, formatDate, formatNaira, type BadgeTone } from '@coop/shared';
import type { BusinessRequestRow } from '@coop/api/contract';
import styles from '../layout';

export function requestStatus(r: BusinessRequestRow, cancelledTab = false): [string, BadgeTone] | null {
  if (r.request_status === 0) return r.total_amount !== '0.00' ? ['Awaiting Response', 'warning'] : ['PENDING', 'warning'];
  if (r.request_status === 2) return ['Processing', 'neutral'];
  if (r.request_status === 1) return ['Approved', 'success'];
  if (r.request_status === 11) return ['Disbursed', 'success'];
  if (r.request_status === 3) return ['COMPLETED', 'success'];
  return [cancelledTab ? 'CANCELLED' : 'DECLAINED', 'danger'];
}

export interface BusinessCardActions {
  onAccept: () => void;
  onDecline: () => void;
  onCancel: () => void;
  onRepay: () => void;
  onTransactions: () => void;
  onAutoRepay: (on: boolean) => void;
}

export function BusinessCard({ request: r, actions, cancelledTab }: { request: BusinessRequestRow; actions: BusinessCardActions; cancelledTab?: boolean }) {
  const status = requestStatus(r, cancelledTab);
  const offered = r.total_amount !== '0.00';
  const offerWaiting = r.request_status === 0 && offered;
  return (
    <Card title={r.business_name} headingLevel={3}>
      <div className={styles.stack}>
        {r.image && <img src={r.image} alt={`${r.business_name}`} className={styles.picture} />}
        <dl className={styles.details}>
          <dt>Business Name</dt>
          <dd>{r.business_name}</dd>
          <dt>Requested Amount</dt>
          <dd>{formatNaira(r.requested_amount)}</dd>
          <dt>Mark-up</dt>
          <dd>{formatNaira(r.mark_up)}</dd>
          {(offered || r.request_status === 11) && (
            <>
              <dt>Total Amount</dt>
              <dd>{formatNaira(r.total_amount)}</dd>
            </>
          )}
          {[1, 11, 3].includes(r.request_status) && (
            <>
              <dt>Amount Repaid</dt>
              <dd>{formatNaira(r.amount_repaid)}</dd>
              <dt>Due Date</dt>
              <dd>{r.end_date ? formatDate(r.end_date) : '—'}</dd>
            </>
          )}
          {r.request_status === 11 && r.next_due_date && (
            <>
              <dt>Next repayment</dt>
              <dd>
                {formatNaira(r.next_due_amount ?? '0')} on {formatDate(r.next_due_date)}
              </dd>
            </>
          )}
          {status && (
            <>
              <dt>Request Status</dt>
              <dd>
                <Badge tone={status[1]}>{status[0]}</Badge>
              </dd>
            </>
          )}
        </dl>
        {r.days_overdue > 0 && (
          <p className={styles.notice} role="status">
            <Badge tone="danger">Overdue</Badge> {formatNaira(r.overdue_amount)} overdue for {r.days_overdue} day{r.days_overdue === 1 ? '' : 's'}
          </p>
        )}
        {r.request_status === 11 && (
          <label className={styles.switch}>
            <input type="checkbox" checked={r.auto_repay} onChange={(e) => actions.onAutoRepay(e.target.checked)} />
            Auto-repay: take each instalment from my wallet on its due date
          </label>
        )}
        <div className={styles.actions}>
          {offerWaiting && <Button onClick={actions.onAccept}>Accept</Button>}
          {offerWaiting && (
            <Button variant="danger" onClick={actions.onDecline}>
              Decline
            </Button>
          )}
          {r.request_status === 11 && <Button onClick={actions.onRepay}>Repayment</Button>}
          {r.request_status === 11 && (
            <Button variant="secondary" onClick={actions.onTransactions}>
              Transactions Details
            </Button>
          )}
          {r.request_status === 3 && (
            <Button variant="secondary" onClick={actions.onTransactions}>
              Transaction Detail
            </Button>
          )}
          {([1, 2].includes(r.request_status) || (r.request_status === 0 && !offered)) && (
            <Button variant="danger" onClick={actions.onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
