// /investments and /market (spec §7 "Investments", facts §3.9): my totals, then the two products, Market and Halal,
// each with Explore | My Investments. The product and the view live in the URL (`?kind=halal&view=mine`) so links
// from notifications open the right one; /market opens on Market.
import { TabFrame, Tabs, useSearchParams } from '@coop/shared';
import type { InvestmentKind } from '@coop/api/contract';
import { ExploreInvestments } from './ExploreInvestments';
import { InvestmentTotals } from './InvestmentTotals';
import { KIND_ORDER, KINDS, kindOf } from './kinds';
import { MyInvestments } from './MyInvestments';

type View = 'explore' | 'mine';
const INTRO = "Buy slots in the society's market place and halal investments; at maturity your money and its returns come back to your wallet.";

function ProductPanel({ kind, view, onView }: { kind: InvestmentKind; view: View; onView: (view: View) => void }) {
  return (
    <Tabs
      label={`${KINDS[kind].label} investments`}
      value={view}
      onChange={(id) => onView(id as View)}
      tabs={[
        { id: 'explore', label: 'Explore', panel: view === 'explore' ? <ExploreInvestments kind={kind} /> : null },
        { id: 'mine', label: 'My Investments', panel: view === 'mine' ? <MyInvestments kind={kind} onExplore={() => onView('explore')} /> : null },
      ]}
    />
  );
}

export function InvestmentsScreen({ initialKind = 'market' }: { initialKind?: InvestmentKind }) {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'), initialKind);
  const view: View = params.get('view') === 'mine' ? 'mine' : 'explore';
  const show = (next: { kind: InvestmentKind; view: View }) => setParams({ kind: next.kind, view: next.view }, { replace: true });

  const products = KIND_ORDER.map((k) => ({ id: k, label: KINDS[k].label, panel: () => <ProductPanel key={k} kind={k} view={view} onView={(v) => show({ kind, view: v })} /> }));
  return <TabFrame title="Investments" intro={INTRO} top={<InvestmentTotals />} label="Investment products" current={kind} onSelect={(k) => show({ kind: k, view: 'explore' })} tabs={products} />;
}
