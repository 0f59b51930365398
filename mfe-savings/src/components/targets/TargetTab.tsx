// The target savings tab (facts §3.3): Quick Save (with active targets) and Create Target, Ongoing | Completed,
// the target cards, and their dialogs and confirmations. `?plan=<id>` shows one target's own page instead.
import { useCallback, useState } from 'react';
import { Button, ConfirmDialog, EmptyState, ErrorState, Spinner, useLoad, useSearchParam } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { TAB_PATHS } from '../../features/plans/paths';
import { targetsApi, targetsCalls } from '../../features/targets/api';
import { loadableOf } from '../plan/loadableOf';
import { QuickSaveButton } from '../quickSave/QuickSaveButton';
import { CreateTargetButton } from './CreateTargetButton';
import { TargetCard } from './TargetCard';
import { TargetWithdrawDialog } from '../withdraw/TargetWithdrawDialog';
import { TargetDialog } from './TargetDialog';
import { TargetPage, TARGET_PARAM, targetPagePath } from './TargetPage';
import { TargetTransactionsDialog } from './TargetTransactionsDialog';
import styles from '../plan/planStyles';

export const STOP_PLAN_TEXT = 'Are you sure you want to stop this plan?';
type Shown = 'ongoing' | 'completed';

export function TargetTab() {
  const [plan, setPlan] = useSearchParam(TARGET_PARAM);
  const id = Number(plan);
  if (plan !== null && Number.isInteger(id) && id > 0) return <TargetPage id={id} onBack={() => setPlan(null)} />;
  return <TargetList />;
}

function TargetList() {
  const version = calls.useVersion();
  const allLoad = useLoad(targetsApi.all, `targets-${version}`);
  const all = loadableOf(allLoad);
  const [shown, setShown] = useState<Shown>('ongoing');
  const [creating, setCreating] = useState(false);
  const [editId, setEditId] = useState<number | null>(null);
  const [history, setHistory] = useState<TargetPlan | null>(null);
  const [switching, setSwitching] = useState<{ target: TargetPlan; on: boolean } | null>(null);
  const [stopping, setStopping] = useState<TargetPlan | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const [exitingId, setExitingId] = useState<number | null>(null);
  const autosave = calls.useCall('target-autosave');
  // one call per target: a kept intent belongs to the plan it would stop
  const exit = calls.useCall(`target-exit-${stopping?.id ?? exitingId ?? 0}`);
  const [withdrawing, setWithdrawing] = useState<TargetPlan | null>(null);
  const closeWithdraw = useCallback(() => setWithdrawing(null), []);
  const closeTargetDialog = useCallback(() => {
    setCreating(false);
    setEditId(null);
  }, []);

  const ongoing = all.data?.[1] ?? [];
  const completed = all.data?.[2] ?? [];
  const list = shown === 'ongoing' ? ongoing : completed;
  const openCreate = () => setCreating(true);

  const cards = () => {
    if (all.error) return <ErrorState message={all.error} onRetry={allLoad.retry} />;
    if (!all.data) return <Spinner label="Loading your targets…" />;
    if (list.length === 0) return <EmptyState title={shown === 'ongoing' ? 'No Ongoing Target Savings' : 'No Completed Target Savings'} />;
    return (
      <div className={styles.grid}>
        {list.map((target) => (
          <TargetCard
            key={target.id}
            target={target}
            ongoing={shown === 'ongoing'}
            busy={(autosave.pending && togglingId === target.id) || (exit.pending && exitingId === target.id)}
            onAutosave={(on) => setSwitching({ target, on })}
            onHistory={() => setHistory(target)}
            onEdit={() => setEditId(target.id)}
            onStop={() => setStopping(target)}
            onWithdraw={() => setWithdrawing(target)}
            detailsPath={targetPagePath(target.id)}
            fund={<QuickSaveButton pkg="target" targetId={target.id} label="Fund" variant="secondary" />}
          />
        ))}
      </div>
    );
  };

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        {ongoing.length > 0 && <QuickSaveButton pkg="target" />}
        <CreateTargetButton onAllowed={openCreate} />
      </div>
      <div className={styles.toggle} role="group" aria-label="Targets shown">
        <Button variant={shown === 'ongoing' ? 'primary' : 'secondary'} aria-pressed={shown === 'ongoing'} onClick={() => setShown('ongoing')}>
          Ongoing
        </Button>
        <Button variant={shown === 'completed' ? 'primary' : 'secondary'} aria-pressed={shown === 'completed'} onClick={() => setShown('completed')}>
          Completed
        </Button>
      </div>
      {cards()}

      <TargetDialog creating={creating} editId={editId} onClose={closeTargetDialog} />
      <TargetTransactionsDialog target={history} onClose={() => setHistory(null)} />
      <TargetWithdrawDialog target={withdrawing} onClose={closeWithdraw} />
      <ConfirmDialog
        open={switching !== null}
        title={switching?.on ? 'Turn ON Auto save' : 'Turn OFF Auto save'}
        intro={switching?.on ? 'Your saved card will be charged on this plan’s schedule.' : 'Your card will no longer be charged for this plan.'}
        lines={switching ? [{ label: 'Target', text: switching.target.target_name }] : []}
        confirmLabel="Yes"
        onConfirm={() => {
          if (switching) {
            setTogglingId(switching.target.id);
            autosave.run({ ...targetsCalls.autosave(switching.target.id, switching.on), successMessage: switching.on ? 'Auto save has been turned on' : 'Auto save has been turned off' });
          }
          setSwitching(null);
        }}
        onCancel={() => setSwitching(null)}
      />
      <ConfirmDialog
        open={stopping !== null}
        title="Stop Plan"
        intro={STOP_PLAN_TEXT}
        lines={stopping ? [{ label: 'Target', text: stopping.target_name }, { label: 'Paid into your wallet', amount: stopping.target_balance }] : []}
        confirmLabel="Stop Plan"
        onConfirm={() => {
          if (stopping) {
            setExitingId(stopping.id);
            exit.run({ ...targetsCalls.exit(stopping.id), message: 'stopped', successMessage: 'Your plan has been stopped', navigateTo: TAB_PATHS.target });
          }
          setStopping(null);
        }}
        onCancel={() => setStopping(null)}
      />
    </div>
  );
}
