/**
 * The save-to-loan eligibility meter (facts §4.7): from `GET loan_owner_savings_balance` (GuarantableReply), "You
 * may borrow up to ₦(2 × guarantable) today", what is pledged, and "Loan amount you want", which tells how much
 * more to save: max(0, amount / 2 − guarantable), rounded up to the kobo. No props.
 */
import { AmountField, Card, ErrorState, formatNaira, readAmountField, Spinner, useAmountField, useLoad } from '@coop/shared';
import { homeApi } from '../../features/home/api';
import { moreToSave } from './eligibility';
import styles from '../home/home.module.css';

export function EligibilityMeter() {
  const guarantable = useLoad(homeApi.guarantable, 'guarantable');
  const amount = useAmountField();
  const reading = amount.field.value ? readAmountField(amount.field.value) : null;
  const wanted = reading && 'amount' in reading ? reading.amount : null;
  const data = guarantable.data;

  let body;
  if (guarantable.status === 'error') body = <ErrorState message={guarantable.message} onRetry={guarantable.retry} />;
  else if (!data) body = <Spinner label="Loading your loan eligibility…" />;
  else {
    const more = wanted ? moreToSave(wanted, data.balance) : null;
    body = (
      <div className={styles.meter}>
        <p className={styles.limit}>You may borrow up to {formatNaira(data.loan_limit)} today</p>
        <dl className={styles.figures}>
          <div>
            <dt>Guarantable amount</dt>
            <dd>{formatNaira(data.balance)}</dd>
          </div>
          <div>
            <dt>Pledged to loans</dt>
            <dd>{formatNaira(data.pledged)}</dd>
          </div>
        </dl>
        <AmountField label="Loan amount you want" name="loan_amount" hint="In naira; we tell you how much more to save" {...amount.field} />
        {more !== null && (
          <p role="status" aria-live="polite">
            {more === '0.00'
              ? `You can already request ${formatNaira(wanted)}.`
              : `Save ${formatNaira(more)} more in Regular Savings or Save To Loan to request ${formatNaira(wanted)}.`}
          </p>
        )}
      </div>
    );
  }
  return <Card title="Loan Eligibility">{body}</Card>;
}
