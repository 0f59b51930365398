// "Create Auto Save Account" / "Auto Save Details" (facts §3.3): amount, schedule and the saved card of the regular
// or save-to-loan autosave plan. Create switches autosave on (`saving/store`, `save_loan/store`); edit changes it.
import { useEffect, type FormEvent } from 'react';
import { AmountField, Button, Modal, useCloseWhenDone } from '@coop/shared';
import type { SavingsPlan } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { plansCalls, type AutosaveKind } from '../../features/plans/api';
import { TAB_PATHS } from '../../features/plans/paths';
import { useCards } from '../../features/plans/useCards';
import { CardChoice } from './CardChoice';
import { loadableOf } from './loadableOf';
import { scheduleBody } from './schedule';
import { ScheduleFields } from './ScheduleFields';
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
  const save = calls.useCall(`autosave-${kind}`);
  const saving = save.pending;
  const form = usePlanForm();
  const { fill } = form;
  const open = mode !== null;
  const cards = useCards(open);
  useCloseWhenDone(save, onClose);

  useEffect(() => {
    if (!open) return;
    fill(plan, mode === 'edit');
  }, [open, mode, plan, fill]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.check();
    if (amount === null) return;
    const body = { amount, ...scheduleBody(form.schedule), payment_method: 'Debit Card' as const, card_id: Number(form.cardId) };
    const id = mode === 'edit' && plan ? plan.id : undefined;
    save.run({
      ...plansCalls.saveAutosave(kind, id, body),
      successMessage: id ? 'Your auto save has been updated' : 'Your auto save has been created',
      navigateTo: TAB_PATHS[kind],
    });
  };

  return (
    <Modal open={open} title={mode === 'edit' ? 'Auto Save Details' : 'Create Auto Save Account'} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AmountField label="Enter Amount" name="amount" required {...form.amount.field} />
        <ScheduleFields values={form.schedule} errors={form.errors} onChange={form.changeSchedule} />
        <CardChoice cards={loadableOf(cards)} value={form.cardId} error={form.errors.card_id} onChange={form.setCardId} onRetry={cards.retry} />
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
