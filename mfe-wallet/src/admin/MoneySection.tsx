// The console's Money section (/dashboard/money/*): a short header, then its parts as tabs: withdrawals, held bank
// accounts, locked withdrawals, the society's balances, the ledger check and the manual adjustment; and each
// withdrawal's own page beneath (/dashboard/money/withdrawals/{id}). The part shown is in the URL (`?part=`), as is each
// part's own state (the state, the search), so a reload or a shared link opens the same thing.
import { Route, Routes, Tabs, useSearchParam } from '@coop/shared';
import WithdrawalsPanel from './WithdrawalsPanel';
import HeldBankAccountsPanel from './HeldBankAccountsPanel';
import LockedWithdrawalsPanel from './LockedWithdrawalsPanel';
import SocietyBalancesPanel from './SocietyBalancesPanel';
import LedgerCheckPanel from './LedgerCheckPanel';
import AdjustmentForm from './AdjustmentForm';
import WithdrawalPage from './WithdrawalPage';
import styles from './panelStyles';

export const MONEY_PARTS = [
  { id: 'withdrawals', label: 'Withdrawals', panel: <WithdrawalsPanel /> },
  { id: 'held', label: 'Held bank accounts', panel: <HeldBankAccountsPanel /> },
  { id: 'locked', label: 'Locked withdrawals', panel: <LockedWithdrawalsPanel /> },
  { id: 'balances', label: 'Society balances', panel: <SocietyBalancesPanel /> },
  { id: 'ledger', label: 'Ledger check', panel: <LedgerCheckPanel /> },
  { id: 'adjustment', label: 'Manual adjustment', panel: <AdjustmentForm /> },
];

function MoneyHome() {
  const [part, setPart] = useSearchParam('part');
  const shown = MONEY_PARTS.find((p) => p.id === part)?.id ?? MONEY_PARTS[0].id;
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>Withdrawals and the accounts held or locked, the society’s balances, the ledger check, and corrections by two administrators.</p>
      {/* a part's own parameters (the state, the search) belong to it: another part starts clean */}
      <Tabs label="Money" value={shown} onChange={(id) => setPart(id, { drop: ['status', 'page', 'search'] })} tabs={MONEY_PARTS} />
    </div>
  );
}

export default function MoneySection() {
  return (
    <Routes>
      <Route index element={<MoneyHome />} />
      <Route path="withdrawals/:id" element={<WithdrawalPage />} />
    </Routes>
  );
}
