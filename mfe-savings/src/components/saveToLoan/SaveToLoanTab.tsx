// The save-to-loan tab (facts §2.5, §3.3 "/savetoloan"): "Save To Loan Balance" and "Loan Investment Balance",
// Quick Save and Stop Plan, the latest transactions, and the autosave card.
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, ConfirmDialog, ErrorState, formatNaira, idle, nairaToKobo, Section, Spinner, Stat, type Loadable } from '@coop/shared';
import type { SavingsPlan } from '@coop/api/contract';
import { selectSaveToLoan } from '../../features/saveToLoan/selectors';
import { saveToLoanExitRequested, saveToLoanRequested } from '../../features/saveToLoan/slice';
import { AutosaveCard } from '../plan/AutosaveCard';
import { TransactionsTable } from '../plan/TransactionsTable';
import { QuickSaveButton } from '../quickSave/QuickSaveButton';
import { STOP_PLAN_TEXT } from '../targets/TargetTab';
import styles from '../plan/plan.module.css';

export function SaveToLoanTab() {
  const dispatch = useDispatch();
  const { all, exiting } = useSelector(selectSaveToLoan);
  const [stopping, setStopping] = useState(false);
  const retry = () => dispatch(saveToLoanRequested());

  useEffect(() => {
    dispatch(saveToLoanRequested());
  }, [dispatch]);

  const plan: Loadable<SavingsPlan | null> = all.data ? { loading: all.loading, error: all.error, data: all.data[0][0] ?? null } : { ...idle<SavingsPlan | null>(), loading: all.loading, error: all.error };
  const balance = all.data?.[2] ?? '0.00';
  const canStop = Boolean(plan.data) && (nairaToKobo(balance) ?? 0n) > 0n;

  return (
    <div className={styles.stack}>
      {all.error && !all.data && <ErrorState message={all.error} onRetry={retry} />}
      {!all.data && !all.error && <Spinner label="Loading your save to loan…" />}
      {all.data && (
        <div className={styles.grid}>
          <Stat label="Save To Loan Balance" tone="primary" value={formatNaira(all.data[2])} />
          <Stat label="Loan Investment Balance" value={formatNaira(all.data[1])} hint="Pledged to loans" />
        </div>
      )}
      <div className={styles.actions}>
        <QuickSaveButton pkg="save_to_loan" />
        {canStop && (
          <Button variant="danger" onClick={() => setStopping(true)} loading={exiting}>
            Stop Plan
          </Button>
        )}
      </div>
      <Section title="Latest Transactions">
        <TransactionsTable caption="Save to loan transactions" loading={all.loading} error={all.error} rows={all.data?.[3] ?? null} onRetry={retry} />
      </Section>
      <AutosaveCard kind="save_to_loan" plan={plan} onRetry={retry} />
      <ConfirmDialog
        open={stopping}
        title="Stop Plan"
        intro={STOP_PLAN_TEXT}
        lines={[{ label: 'Paid into your wallet', amount: balance }]}
        confirmLabel="Stop Plan"
        onConfirm={() => {
          if (plan.data) dispatch(saveToLoanExitRequested({ id: plan.data.id }));
          setStopping(false);
        }}
        onCancel={() => setStopping(false)}
      />
    </div>
  );
}
