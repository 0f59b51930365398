// /savings, the member's home (facts §3.2): the total across savings kinds, the balances, the Todo List, My Savings Account, the loan eligibility
// meter, the latest transactions and Quick Save (behind the shareholding minimum).
import { useCallback, useState } from 'react';
import { Button, MembershipGate, Page } from '@coop/shared';
import { EligibilityMeter } from '../components/eligibility/EligibilityMeter';
import { useShareholdingGate } from '../components/gate';
import { LatestTransactions } from '../components/home/LatestTransactions';
import { SavingsDoughnut } from '../components/home/SavingsDoughnut';
import { SavingsStats } from '../components/home/SavingsStats';
import { SavingsTotal } from '../components/home/SavingsTotal';
import { TodoList } from '../components/home/TodoList';
import { useHomeFigures } from '../components/home/useHomeFigures';
import { QuickSaveDialog } from '../components/quickSave/QuickSaveDialog';
import styles from '../components/home/home.module.css';

function SavingsHome() {
  const figures = useHomeFigures();
  const gate = useShareholdingGate('fund');
  const [quickSave, setQuickSave] = useState(false);
  const close = useCallback(() => setQuickSave(false), []);

  return (
    <Page title="Savings" intro="Your balances, what is left to set up, and your latest transactions.">
      <div className={styles.toolbar}>
        <Button onClick={() => gate.guard(() => setQuickSave(true))}>Quick Save</Button>
      </div>
      <SavingsTotal />
      <SavingsStats figures={figures} />
      <TodoList wallet={figures.wallet} />
      <div className={styles.columns}>
        <SavingsDoughnut regular={figures.regular} targets={figures.targets} shares={figures.shares} saveToLoan={figures.saveToLoan} />
        <EligibilityMeter />
      </div>
      <LatestTransactions />
      <QuickSaveDialog open={quickSave} onClose={close} />
      {gate.dialog}
    </Page>
  );
}

export default function SavingsPage() {
  return (
    <MembershipGate>
      <SavingsHome />
    </MembershipGate>
  );
}
