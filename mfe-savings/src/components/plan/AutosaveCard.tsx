// "Auto Save Details" (facts §3.3): the switch bound to `auto_status` (on → the create dialog; off → deactivate after
// a confirm), the plan's details, a paused plan's notice, and Edit.
import { useState } from 'react';
import { Button, Card, ConfirmDialog, ErrorState, formatDate, formatDateTime, formatNaira, Spinner, type Loadable } from '@coop/shared';
import type { SavingsPlan } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { plansCalls, type AutosaveKind } from '../../features/plans/api';
import { AutosaveDialog } from './AutosaveDialog';
import { dayOf } from './planLabels';
import { Switch } from './Switch';
import styles from './planStyles';

export const PAUSED_TEXT = 'Auto save is paused after three failed charges in a row. Check your card, then edit the plan to resume.';

function PlanDetails({ plan }: { plan: SavingsPlan }) {
  const day = dayOf(plan);
  return (
    <dl className={styles.details} aria-label="Auto save details">
      <dt>Amount</dt>
      <dd>{formatNaira(plan.amount)}</dd>
      <dt>Frequency</dt>
      <dd>{plan.frequency}</dd>
      {day && (
        <>
          <dt>Day</dt>
          <dd>{day}</dd>
        </>
      )}
      <dt>Time</dt>
      <dd>{plan.transaction_time.slice(0, 5)}</dd>
      <dt>Start Date</dt>
      <dd>{formatDate(plan.start_date)}</dd>
      <dt>Payment Method</dt>
      <dd>{plan.card ? `${plan.payment_method} · ${plan.card.bank} •••• ${plan.card.last4}` : plan.payment_method}</dd>
      {plan.next_run_at && (
        <>
          <dt>Next charge</dt>
          <dd>{formatDateTime(plan.next_run_at)}</dd>
        </>
      )}
    </dl>
  );
}

export function AutosaveCard({ kind, plan, onRetry }: { kind: AutosaveKind; plan: Loadable<SavingsPlan | null>; onRetry: () => void }) {
  const deactivate = calls.useCall(`autosave-off-${kind}`);
  const deactivating = deactivate.pending;
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const current = plan.data;
  const on = Boolean(current?.auto_status);

  const body = () => {
    if (plan.error) return <ErrorState message={plan.error} onRetry={onRetry} />;
    if (plan.loading && !current) return <Spinner label="Loading your auto save…" />;
    return (
      <div className={styles.stack}>
        <Switch
          label={on ? 'Disable Auto save' : 'Enable Auto save'}
          checked={on}
          disabled={deactivating}
          onChange={(next) => (next ? setDialog('create') : setConfirmOff(true))}
        />
        {current?.paused && (
          <p className={styles.notice} role="status">
            {PAUSED_TEXT} Failed charges: {current.consecutive_failures}.
          </p>
        )}
        {current && on && <PlanDetails plan={current} />}
        {!on && <p className={styles.muted}>Turn auto save on to save from your card on a schedule.</p>}
      </div>
    );
  };

  return (
    <Card
      title="Auto Save Details"
      actions={
        current && on ? (
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            Edit
          </Button>
        ) : undefined
      }
    >
      {body()}
      <AutosaveDialog kind={kind} mode={dialog} plan={current ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={confirmOff}
        title="Disable Auto save"
        intro="Are you sure you want to turn auto save off? Your card will no longer be charged."
        lines={[]}
        confirmLabel="Yes, turn it off"
        busy={deactivating}
        onConfirm={() => {
          deactivate.run({ ...plansCalls.deactivateAutosave(kind), successMessage: 'Auto save has been turned off' });
          setConfirmOff(false);
        }}
        onCancel={() => setConfirmOff(false)}
      />
    </Card>
  );
}
