// "Investment Details" (facts §3.9): the investment (`single_investment/{id}`) with News | Invest. Each opening starts
// with no purchase left from before; a purchase that went through closes it (the screens reload through the
// version); nothing closes it while a payment is on its way.
import { useEffect, useState } from 'react';
import { Badge, ErrorState, formatDate, formatNaira, Modal, Spinner, Tabs, useCloseWhenDone, useLoad } from '@coop/shared';
import type { InvestmentDetails, InvestmentKind } from '@coop/api/contract';
import { useCall, useCommerceVersion } from '../../features/calls';
import { investmentsApi } from '../../features/investments/api';
import { BuySlotForm } from './BuySlotForm';
import { InvestmentNews } from './InvestmentNews';
import { saleStateOf } from './slots';
import { PICTURE_SIZES } from '../shop/pictureSizes';
import { InvestmentPicture } from './InvestmentPicture';
import styles from './investments.module.css';

function Facts({ investment }: { investment: InvestmentDetails }) {
  const sale = saleStateOf(investment);
  return (
    <div className={styles.stack}>
      <InvestmentPicture investment={investment} sizes={PICTURE_SIZES.investmentDialog} priority />
      <p className={styles.total}>
        {investment.investment_type} <Badge tone={sale.tone}>{sale.label}</Badge>
      </p>
      {investment.description && <p className={styles.description}>{investment.description}</p>}
      <dl className={styles.details}>
        <dt>Current Value</dt>
        <dd>{formatNaira(investment.current_values)} per slot</dd>
        <dt>Expected Returns</dt>
        <dd>{formatNaira(investment.expected_returns)} per slot</dd>
        <dt>Units Remaining</dt>
        <dd>
          {investment.unit_remaining} of {investment.units}
        </dd>
        {investment.insurance_partner && (
          <>
            <dt>Insurance Partner</dt>
            <dd>{investment.insurance_partner}</dd>
          </>
        )}
        <dt>Start Date</dt>
        <dd>{formatDate(investment.start_date)}</dd>
        <dt>Application Date</dt>
        <dd>{formatDate(investment.application_date)}</dd>
        <dt>Maturity Date</dt>
        <dd>{formatDate(investment.maturity_date)}</dd>
      </dl>
    </div>
  );
}

export function InvestmentDetailsDialog({ kind, investmentId, onClose }: { kind: InvestmentKind; investmentId: number; onClose: () => void }) {
  const version = useCommerceVersion();
  const details = useLoad((signal) => investmentsApi.details(investmentId, signal), `investment-${investmentId}-${version}`);
  const buy = useCall(`buy-${kind}-${investmentId}`);
  const { reset, pending } = buy;
  const [tab, setTab] = useState('news');

  useEffect(() => {
    reset();
  }, [reset]);
  useCloseWhenDone(buy, onClose);

  const close = () => {
    if (!pending) onClose();
  };

  let body;
  if (details.status === 'error' && !details.data) body = <ErrorState message={details.message} onRetry={details.retry} />;
  else if (!details.data) body = <Spinner label="Loading the investment…" />;
  else
    body = (
      <div className={styles.stack}>
        <Facts investment={details.data} />
        <Tabs
          label="Investment"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'news', label: 'News', panel: <InvestmentNews kind={kind} investmentId={investmentId} /> },
            { id: 'invest', label: 'Invest', panel: <BuySlotForm kind={kind} investment={details.data} call={buy} /> },
          ]}
        />
      </div>
    );

  return (
    <Modal open title="Investment Details" onClose={close}>
      {body}
    </Modal>
  );
}
