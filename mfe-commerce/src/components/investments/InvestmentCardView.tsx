// One investment on Explore (facts §2.9, §3.9): picture, name, what a slot costs and returns, the units remaining,
// the maturity date and whether it is on sale; View Details opens the details with News | Invest.
import { Badge, Button, Card, formatDate, formatNaira } from '@coop/shared';
import type { InvestmentCard } from '@coop/api/contract';
import { saleStateOf } from './slots';
import { PICTURE_SIZES } from '../shop/pictureSizes';
import { InvestmentPicture } from './InvestmentPicture';
import styles from './investments.module.css';

export function InvestmentCardView({ investment, onOpen }: { investment: InvestmentCard; onOpen: () => void }) {
  const sale = saleStateOf(investment);
  return (
    <Card title={investment.investment_type} headingLevel={3} actions={<Badge tone={sale.tone}>{sale.label}</Badge>}>
      <div className={styles.stack}>
        <InvestmentPicture investment={investment} sizes={PICTURE_SIZES.investmentCard} />
        <dl className={styles.details}>
          <dt>Current Value</dt>
          <dd>{formatNaira(investment.current_values)} per slot</dd>
          <dt>Expected Returns</dt>
          <dd>{formatNaira(investment.expected_returns)} per slot</dd>
          <dt>Units Remaining</dt>
          <dd>
            {investment.unit_remaining} of {investment.units}
          </dd>
          <dt>Maturity Date</dt>
          <dd>{formatDate(investment.maturity_date)}</dd>
        </dl>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onOpen}>View Details</Button>
        </div>
      </div>
    </Card>
  );
}
