// Explore (facts §3.9): a product's investments, on sale first, the market place's filtered by category; a card
// opens "Investment Details".
import { useState } from 'react';
import { LoadState, useLoad } from '@coop/shared';
import type { InvestmentKind } from '@coop/api/contract';
import { useCommerceVersion } from '../../features/calls';
import { investmentsApi } from '../../features/investments/api';
import { CategoryFilter } from './CategoryFilter';
import { InvestmentCardView } from './InvestmentCardView';
import { InvestmentDetailsDialog } from './InvestmentDetailsDialog';
import { KINDS } from './kinds';
import styles from './investments.module.css';

export function ExploreInvestments({ kind }: { kind: InvestmentKind }) {
  const info = KINDS[kind];
  const version = useCommerceVersion();
  const list = useLoad((signal) => investmentsApi.list(kind, signal), `investments-${kind}-${version}`);
  const [category, setCategory] = useState<number | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const all = list.data ?? [];
  const shown = category === null ? all : all.filter((i) => i.market_categories_id === category);

  return (
    <div className={styles.stack}>
      {info.hasCategories && <CategoryFilter value={category} onChange={setCategory} />}
      <LoadState
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.message : null}
        empty={!shown.length}
        hasData={list.data !== undefined}
        loadingLabel={`Loading the ${info.plural}…`}
        emptyTitle={category === null ? `There are no ${info.plural} yet` : `There are no ${info.plural} in this category`}
        emptyDescription="New investments are posted here when they open."
        onRetry={list.retry}
      >
        <div className={styles.cards}>
          {shown.map((investment) => (
            <InvestmentCardView key={investment.id} investment={investment} onOpen={() => setOpened(investment.id)} />
          ))}
        </div>
      </LoadState>
      {opened !== null && <InvestmentDetailsDialog kind={kind} investmentId={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
