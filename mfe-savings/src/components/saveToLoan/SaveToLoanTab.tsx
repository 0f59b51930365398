// The save-to-loan tab (facts §2.5, §3.3 "/savetoloan"): "Save To Loan Balance" and "Loan Investment Balance",
// Quick Save, Withdraw (within the pledges) and Stop Plan, the history page by page, and the autosave card.
import { useCallback, useState } from 'react';
import { Button, ConfirmDialog, ErrorState, formatNaira, isPositiveNaira, type Loadable, Section, Spinner, Stat, useLoad } from '@coop/shared';
import type { SavingsPlan } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { TAB_PATHS } from '../../features/plans/paths';
import { saveToLoanApi, saveToLoanCalls } from '../../features/saveToLoan/api';
import { loadableOf } from '../plan/loadableOf';
import { AutosaveCard } from '../plan/AutosaveCard';
import { QuickSaveButton } from '../quickSave/QuickSaveButton';
import { SaveToLoanWithdrawDialog } from '../withdraw/SaveToLoanWithdrawDialog';
import { SaveToLoanHistory } from './SaveToLoanHistory';
import { STOP_PLAN_TEXT } from '../targets/TargetTab';
import styles from '../plan/planStyles';

export function SaveToLoanTab() {
  const version = calls.useVersion();
  const allLoad = useLoad(saveToLoanApi.all, `save-to-loan-${version}`);
  const all = loadableOf(allLoad);
  const [stopping, setStopping] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const closeWithdraw = useCallback(() => setWithdrawing(false), []);
  const retry = allLoad.retry;

  const plan: Loadable<SavingsPlan | null> = { loading: all.loading, error: all.error, data: all.data ? (all.data[0][0] ?? null) : null };
  const balance = all.data?.[2] ?? '0.00';
  const hasMoney = isPositiveNaira(balance);
  const canStop = Boolean(plan.data) && hasMoney;
  const exit = calls.useCall(`save-to-loan-exit-${plan.data?.id ?? 0}`);
  const exiting = exit.pending;

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
          if (plan.data) exit.run({ ...saveToLoanCalls.exit(plan.data.id), message: 'stopped', successMessage: 'Your plan has been stopped', navigateTo: TAB_PATHS.save_to_loan });
          setStopping(false);
        }}
        onCancel={() => setStopping(false)}
      />
    </div>
  );
}
