// One investment I hold (facts §3.9 "My Market" cards): name, slots, what I paid, the expected returns, what maturity
// pays and when, and "Paid out" once it has.
import { Badge, Card, formatDate, formatNaira } from '@coop/shared';
import type { HoldingRow } from '@coop/api/contract';
import { PICTURE_SIZES } from '../shop/pictureSizes';
import { InvestmentPicture } from './InvestmentPicture';
import styles from './investments.module.css';

export function HoldingCardView({ holding }: { holding: HoldingRow }) {
  return (
    <Card title={holding.investment_type} headingLevel={3} actions={holding.paid_out ? <Badge tone="success">Paid out</Badge> : <Badge tone="warning">Active</Badge>}>
      <div className={styles.stack}>
        <InvestmentPicture investment={holding} sizes={PICTURE_SIZES.investmentCard} />
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
