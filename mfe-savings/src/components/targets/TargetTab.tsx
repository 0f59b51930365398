// The target savings tab (facts §3.3): Quick Save (with active targets) and Create Target, Ongoing | Completed,
// the target cards, and their dialogs and confirmations. `?plan=<id>` shows one target's own page instead.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, ConfirmDialog, EmptyState, ErrorState, Spinner, useSearchParam } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { selectTargets } from '../../features/targets/selectors';
import { targetAutosaveRequested, targetExitRequested, targetsRequested } from '../../features/targets/slice';
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
  const dispatch = useDispatch();
  const { all, togglingId, exitingId } = useSelector(selectTargets);
  const [shown, setShown] = useState<Shown>('ongoing');
  const [creating, setCreating] = useState(false);
  const [editId, setEditId] = useState<number | null>(null);
  const [history, setHistory] = useState<TargetPlan | null>(null);
  const [switching, setSwitching] = useState<{ target: TargetPlan; on: boolean } | null>(null);
  const [stopping, setStopping] = useState<TargetPlan | null>(null);
  const [withdrawing, setWithdrawing] = useState<TargetPlan | null>(null);
  const closeWithdraw = useCallback(() => setWithdrawing(null), []);
  const closeTargetDialog = useCallback(() => {
    setCreating(false);
    setEditId(null);
  }, []);

  useEffect(() => {
    dispatch(targetsRequested());
  }, [dispatch]);

  const ongoing = all.data?.[1] ?? [];
  const completed = all.data?.[2] ?? [];
  const list = shown === 'ongoing' ? ongoing : completed;
  const openCreate = () => setCreating(true);

  const cards = () => {
    if (all.error) return <ErrorState message={all.error} onRetry={() => dispatch(targetsRequested())} />;
    if (!all.data) return <Spinner label="Loading your targets…" />;
    if (list.length === 0) return <EmptyState title={shown === 'ongoing' ? 'No Ongoing Target Savings' : 'No Completed Target Savings'} />;
    return (
      <div className={styles.grid}>
        {list.map((target) => (
          <TargetCard
            key={target.id}
            target={target}
            ongoing={shown === 'ongoing'}
            busy={togglingId === target.id || exitingId === target.id}
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
          if (switching) dispatch(targetAutosaveRequested({ id: switching.target.id, on: switching.on }));
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
          if (stopping) dispatch(targetExitRequested({ id: stopping.id }));
          setStopping(null);
        }}
        onCancel={() => setStopping(null)}
      />
    </div>
  );
}
