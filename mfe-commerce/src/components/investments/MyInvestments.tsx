// My Investments (`user_investments`, `user_halai`): one card per investment I hold; none yet → a way to Explore.
import { Button, EmptyState, ErrorState, Spinner, useLoad } from '@coop/shared';
import type { InvestmentKind } from '@coop/api/contract';
import { useCommerceVersion } from '../../features/calls';
import { investmentsApi } from '../../features/investments/api';
import { HoldingCardView } from './HoldingCardView';
import { KINDS } from './kinds';
import styles from './investments.module.css';

export function MyInvestments({ kind, onExplore }: { kind: InvestmentKind; onExplore: () => void }) {
  const info = KINDS[kind];
  const version = useCommerceVersion();
  const holdings = useLoad((signal) => investmentsApi.holdings(kind, signal), `holdings-${kind}-${version}`);

  if (holdings.status === 'error' && !holdings.data) return <ErrorState message={holdings.message} onRetry={holdings.retry} />;
  if (!holdings.data) return <Spinner label={`Loading your ${info.plural}…`} />;
  if (!holdings.data.length)
    return (
      <EmptyState
        title={`You have no ${info.plural} yet`}
        description="Buy slots on Explore; they show here with their expected returns and maturity date."
        action={<Button onClick={onExplore}>Explore {info.plural}</Button>}
      />
    );
  return (
    <div className={styles.cards}>
      {holdings.data.map((holding) => (
        <HoldingCardView key={holding.investments_id ?? holding.halai_investments_id} holding={holding} />
      ))}
    </div>
  );
}
