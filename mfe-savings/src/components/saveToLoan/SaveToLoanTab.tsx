// The save-to-loan tab (facts §2.5, §3.3 "/savetoloan"): "Save To Loan Balance" and "Loan Investment Balance",
// Quick Save, Withdraw (within the pledges) and Stop Plan, the history page by page, and the autosave card.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, ConfirmDialog, ErrorState, formatNaira, idle, nairaToKobo, Section, Spinner, Stat, type Loadable } from '@coop/shared';
import type { SavingsPlan } from '@coop/api/contract';
import { selectSaveToLoan } from '../../features/saveToLoan/selectors';
import { saveToLoanExitRequested, saveToLoanRequested } from '../../features/saveToLoan/slice';
import { AutosaveCard } from '../plan/AutosaveCard';
import { QuickSaveButton } from '../quickSave/QuickSaveButton';
import { SaveToLoanWithdrawDialog } from '../withdraw/SaveToLoanWithdrawDialog';
import { SaveToLoanHistory } from './SaveToLoanHistory';
import { STOP_PLAN_TEXT } from '../targets/TargetTab';
import styles from '../plan/planStyles';

export function SaveToLoanTab() {
  const dispatch = useDispatch();
  const { all, exiting } = useSelector(selectSaveToLoan);
  const [stopping, setStopping] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const closeWithdraw = useCallback(() => setWithdrawing(false), []);
  const retry = () => dispatch(saveToLoanRequested());

  useEffect(() => {
    dispatch(saveToLoanRequested());
  }, [dispatch]);

  const plan: Loadable<SavingsPlan | null> = all.data ? { loading: all.loading, error: all.error, data: all.data[0][0] ?? null } : { ...idle<SavingsPlan | null>(), loading: all.loading, error: all.error };
  const balance = all.data?.[2] ?? '0.00';
  const hasMoney = (nairaToKobo(balance) ?? 0n) > 0n;
  const canStop = Boolean(plan.data) && hasMoney;

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
        {hasMoney && (
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            Withdraw
          </Button>
        )}
        {canStop && (
          <Button variant="danger" onClick={() => setStopping(true)} loading={exiting}>
            Stop Plan
          </Button>
        )}
      </div>
      <Section title="Transactions History">
        <SaveToLoanHistory planId={plan.data?.id ?? null} latest={all} onRetry={retry} />
      </Section>
      <AutosaveCard kind="save_to_loan" plan={plan} onRetry={retry} />
      <SaveToLoanWithdrawDialog open={withdrawing} onClose={closeWithdraw} />
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
