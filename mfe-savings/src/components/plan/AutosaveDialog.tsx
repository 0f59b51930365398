// "Create Auto Save Account" / "Auto Save Details" (facts §3.3): amount, schedule and the saved card of the regular
// or save-to-loan autosave plan. Create switches autosave on (`saving/store`, `save_loan/store`); edit changes it.
import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountField, Button, Modal } from '@coop/shared';
import type { SavingsPlan } from '@coop/api/contract';
import type { AutosaveKind } from '../../features/plans/api';
import { selectPlans } from '../../features/plans/selectors';
import { autosaveSaveRequested, cardsRequested } from '../../features/plans/slice';
import { CardChoice } from './CardChoice';
import { scheduleBody } from './schedule';
import { ScheduleFields } from './ScheduleFields';
import { useCloseOnSave } from './useCloseOnSave';
import { usePlanForm } from './usePlanForm';
import styles from './planStyles';

export interface AutosaveDialogProps {
  kind: AutosaveKind;
  mode: 'create' | 'edit' | null;
  /** the member's plan (an inactive one is switched on again with the new values) */
  plan: SavingsPlan | null;
  onClose: () => void;
}

export function AutosaveDialog({ kind, mode, plan, onClose }: AutosaveDialogProps) {
  const dispatch = useDispatch();
  const { cards, saving, savedCount } = useSelector(selectPlans);
  const form = usePlanForm();
  const { fill } = form;
  const open = mode !== null;
  useCloseOnSave(open, savedCount, onClose);

  useEffect(() => {
    if (!open) return;
    dispatch(cardsRequested());
    fill(plan, mode === 'edit');
  }, [open, mode, plan, fill, dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.check();
    if (amount === null) return;
    const body = { amount, ...scheduleBody(form.schedule), payment_method: 'Debit Card' as const, card_id: Number(form.cardId) };
    dispatch(autosaveSaveRequested({ kind, id: mode === 'edit' && plan ? plan.id : undefined, body }));
  };

  return (
    <Modal open={open} title={mode === 'edit' ? 'Auto Save Details' : 'Create Auto Save Account'} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AmountField label="Enter Amount" name="amount" required {...form.amount.field} />
        <ScheduleFields values={form.schedule} errors={form.errors} onChange={form.changeSchedule} />
        <CardChoice cards={cards} value={form.cardId} error={form.errors.card_id} onChange={form.setCardId} onRetry={() => dispatch(cardsRequested())} />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {mode === 'edit' ? 'Save Changes' : 'Create Auto Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
