// One investment I hold (facts §3.9 "My Market" cards): name, slots, what I paid, the expected returns, what maturity
// pays and when, and "Paid out" once it has.
import { Badge, Card, formatDate, formatNaira } from '@coop/shared';
import type { HoldingRow } from '@coop/api/contract';
import styles from './investments.module.css';

export function HoldingCardView({ holding }: { holding: HoldingRow }) {
  return (
    <Card title={holding.investment_type} headingLevel={3} actions={holding.paid_out ? <Badge tone="success">Paid out</Badge> : <Badge tone="warning">Active</Badge>}>
      <div className={styles.stack}>
        {holding.investment_pic && <img src={holding.investment_pic} alt={holding.investment_type} className={styles.picture} loading="lazy" />}
        <dl className={styles.details}>
          <dt>Slots</dt>
          <dd>
            {holding.slots} Slot{holding.slots === 1 ? '' : 's'}
          </dd>
          <dt>Current Values</dt>
          <dd>{formatNaira(holding.current_values)} per unit</dd>
          <dt>Amount Paid</dt>
          <dd>{formatNaira(holding.amount)}</dd>
          <dt>Expected Returns</dt>
          <dd>{formatNaira(holding.expected_returns)}</dd>
          <dt>{holding.paid_out ? 'Paid at Maturity' : 'Payout at Maturity'}</dt>
          <dd>{formatNaira(holding.payout)}</dd>
          <dt>Maturity Date</dt>
          <dd>{formatDate(holding.maturity_date)}</dd>
        </dl>
      </div>
    </Card>
  );
}
