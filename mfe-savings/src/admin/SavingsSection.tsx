// The console's Savings section (/dashboard/savings): a short header, then its parts as tabs: the society's totals,
// the autosave runs, one member's savings and the dividends. The part shown is in the URL (`?part=`), as is each
// part's own state, so a reload or a shared link opens the same thing; a dividend opens at dividends/:id.
import { Route, Routes, Tabs, useSearchParam } from '@coop/shared';
import SavingsTotalsPanel from './SavingsTotalsPanel';
import AutosaveRunsPanel from './AutosaveRunsPanel';
import MemberSavingsPanel from './MemberSavingsPanel';
import DividendsPanel from './DividendsPanel';
import DividendDetail from './DividendDetail';
import styles from '@coop/shared/styles/panel.module.css';

export const SAVINGS_PARTS = [
  { id: 'totals', label: 'Totals', panel: <SavingsTotalsPanel /> },
  { id: 'autosave', label: 'Autosave runs', panel: <AutosaveRunsPanel /> },
  { id: 'member', label: 'Member savings', panel: <MemberSavingsPanel /> },
  { id: 'dividends', label: 'Dividends', panel: <DividendsPanel /> },
];

function SavingsParts() {
  const [part, setPart] = useSearchParam('part');
  const shown = SAVINGS_PARTS.some((p) => p.id === part) ? part! : SAVINGS_PARTS[0].id;
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>What members save, the autosave job, one member at a glance, and dividends on shareholdings.</p>
      {/* a part's own parameters (the member looked up) belong to it: another part starts clean */}
      <Tabs label="Savings" value={shown} onChange={(id) => setPart(id, { drop: ['email'] })} tabs={SAVINGS_PARTS} />
    </div>
  );
}

export default function SavingsSection() {
  return (
    <Routes>
      <Route path="dividends/:id" element={<DividendDetail />} />
      <Route path="*" element={<SavingsParts />} />
    </Routes>
  );
}
