// What I have in investments now (`marketTotal`, `halaiTotal`: paid for, not yet paid out): each product and the
// sum of both, as the original's "Investments" total card.
import { ErrorState, formatNaira, Spinner, Stat, sumNaira, useLoad } from '@coop/shared';
import type { InvestmentTotalReply } from '@coop/api/contract';
import { useCommerceVersion } from '../../features/calls';
import { investmentsApi } from '../../features/investments/api';
import styles from './investments.module.css';

const slotsText = (slots: number) => `${slots} slot${slots === 1 ? '' : 's'}`;

async function loadTotals(signal: AbortSignal): Promise<{ market: InvestmentTotalReply; halal: InvestmentTotalReply }> {
  const [market, halal] = await Promise.all([investmentsApi.total('market', signal), investmentsApi.total('halal', signal)]);
  return { market, halal };
}

export function InvestmentTotals() {
  const version = useCommerceVersion();
  const totals = useLoad(loadTotals, `investment-totals-${version}`);
  if (totals.status === 'error' && !totals.data) return <ErrorState message={totals.message} onRetry={totals.retry} />;
  if (!totals.data) return <Spinner label="Loading your investment totals…" />;
  const { market, halal } = totals.data;
  const sum = sumNaira([market.total, halal.total]);
  return (
    <div className={styles.totals}>
      <Stat label="Investments" value={formatNaira(sum)} tone="primary" hint={slotsText(market.slots + halal.slots)} />
      <Stat label="Market Investments" value={formatNaira(market.total)} hint={slotsText(market.slots)} />
      <Stat label="Halal Investments" value={formatNaira(halal.total)} hint={slotsText(halal.slots)} />
    </div>
  );
}
