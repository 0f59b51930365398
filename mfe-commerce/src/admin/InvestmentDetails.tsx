// One investment for an administrator, as a page of its own (/dashboard/investments/{id}): its figures, the payout
// (proposed here, approved by another administrator), news to post to its holders with what was posted beneath, and
// its holders.
import { formatDate, formatNaira, Section, StatusBadge } from '@coop/shared';
import type { AdminInvestmentRow } from '@coop/api/contract';
import { InvestmentHolders } from './InvestmentHolders';
import { InvestmentNews } from './InvestmentNews';
import { InvestmentNewsForm } from './InvestmentNewsForm';
import { INVESTMENT_STATUS, kindLabel } from './investmentStatus';
import { PayoutControl } from './PayoutControl';
import styles from './panelStyles';

export function InvestmentDetails({ investment }: { investment: AdminInvestmentRow }) {
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>{investment.investment_type}</h2>
      {investment.investment_pic && <img className={styles.thumb} src={investment.investment_pic} srcSet={investment.investment_pic_srcset || undefined} sizes="48px" alt={`${investment.investment_type} picture`} decoding="async" />}
      <dl className={styles.details}>
        <dt>Kind</dt>
        <dd>{kindLabel(investment.kind)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge map={INVESTMENT_STATUS} status={investment.status} />
          {investment.on_sale && ' · on sale'}
        </dd>
        <dt>Price of a slot</dt>
        <dd>{formatNaira(investment.current_values)}</dd>
        <dt>Expected returns per slot</dt>
        <dd>{formatNaira(investment.expected_returns)}</dd>
        <dt>Sold</dt>
        <dd>
          {investment.slots_sold} of {investment.units} slots ({investment.unit_remaining} left)
        </dd>
        <dt>Holders</dt>
        <dd>{investment.holders}</dd>
        <dt>Pool</dt>
        <dd>{formatNaira(investment.pool)}</dd>
        <dt>Due at maturity</dt>
        <dd>{formatNaira(investment.due_at_maturity)}</dd>
        <dt>Insurance partner</dt>
        <dd>{investment.insurance_partner || '—'}</dd>
        <dt>Dates</dt>
        <dd>
          Starts {formatDate(investment.start_date)} · apply by {formatDate(investment.application_date)} · matures {formatDate(investment.maturity_date)}
        </dd>
      </dl>
      <Section title="Maturity payout">
        <PayoutControl investment={investment} />
      </Section>
      <Section title="Post news">
        <InvestmentNewsForm investmentId={investment.id} />
        <InvestmentNews investmentId={investment.id} />
      </Section>
      <Section title="Holders">
        <InvestmentHolders investmentId={investment.id} />
      </Section>
    </div>
  );
}
