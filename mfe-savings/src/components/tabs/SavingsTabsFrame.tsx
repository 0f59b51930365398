// The frame of the three savings tabs (facts §3.3): the "Regular Savings" and "Target Savings" header cards, and
// the tabs Regular Savings | Target Savings | Save To Loan, each its own route. Members only.
import type { ReactNode } from 'react';
import { ErrorState, formatNaira, MembershipGate, Spinner, Stat, TabFrame, useNavigate } from '@coop/shared';
import { TAB_PATHS, type TabId } from '../../features/plans/paths';
import { useHeaderFigures } from '../../features/plans/useHeaderFigures';
import styles from '../plan/planStyles';

const INTRO = 'Save regularly, save towards a target, or save towards an interest-free loan.';
const TAB_LABELS: Record<TabId, string> = { regular: 'Regular Savings', target: 'Target Savings', save_to_loan: 'Save To Loan' };

function HeaderCards() {
  const header = useHeaderFigures();
  if (header.status === 'error') return <ErrorState message={header.message} onRetry={header.retry} />;
  if (!header.data) return <Spinner label="Loading your savings balances…" />;
  return (
    <div className={styles.grid}>
      <Stat label="Regular Savings" tone="primary" value={formatNaira(header.data.regular)} hint={`Available Balance ${formatNaira(header.data.available)}`} />
      <Stat label="Target Savings" value={formatNaira(header.data.targets)} />
    </div>
  );
}

function Frame({ tab, children }: { tab: TabId; children: ReactNode }) {
  const navigate = useNavigate();
  const tabs = (Object.keys(TAB_PATHS) as TabId[]).map((id) => ({ id, label: TAB_LABELS[id], panel: () => children }));
  return <TabFrame title="Savings" intro={INTRO} top={<HeaderCards />} label="Savings" current={tab} onSelect={(id) => navigate(TAB_PATHS[id])} tabs={tabs} />;
}

export function SavingsTabsFrame({ tab, children }: { tab: TabId; children: ReactNode }) {
  return (
    <MembershipGate>
      <Frame tab={tab}>{children}</Frame>
    </MembershipGate>
  );
}
