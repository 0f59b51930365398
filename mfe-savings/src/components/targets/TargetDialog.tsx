// "Create Target Plan" / "Edit Target Savings" (facts §3.3): the name, the overall and per-period amounts, the
// schedule, the end date (computed as the API computes it, shown read-only) and the saved card. An edit starts from
// `targets/details/{id}`[0].
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { AmountField, Button, ErrorState, formatDate, MESSAGES, Modal, readAmountField, Spinner, TextField, useAmountField, useCloseWhenDone, useLoad } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { TAB_PATHS } from '../../features/plans/paths';
import { useCards } from '../../features/plans/useCards';
import { targetsApi, targetsCalls } from '../../features/targets/api';
import { targetEndDate } from '../../features/targets/endDate';
import { CardChoice } from '../plan/CardChoice';
import { loadableOf } from '../plan/loadableOf';
import { scheduleBody } from '../plan/schedule';
import { ScheduleFields } from '../plan/ScheduleFields';
import { amountText, usePlanForm } from '../plan/usePlanForm';
import styles from '../plan/planStyles';

/** creating and editing a target: one call, so the dialog closes on either */
const TARGET_SAVE = 'target-save';

const reading = (text: string) => {
  const read = readAmountField(text);
  return 'amount' in read ? read.amount : '';
};

function TargetForm({ target, onClose }: { target: TargetPlan | null; onClose: () => void }) {
  const cards = useCards(true);
  const save = calls.useCall(TARGET_SAVE);
  const saving = save.pending;
  const form = usePlanForm();
  const targeted = useAmountField({ min: '1.00' });
  const [name, setName] = useState(target?.target_name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const { fill } = form;
  const setTargetedText = targeted.field.onChange;

  // before the first paint: the form never shows empty for a target it edits
  useLayoutEffect(() => {
    fill(target, true);
    if (target) setTargetedText(amountText(target.targeted_amount));
  }, [fill, target, setTargetedText]);

  const endDate = targetEndDate(reading(targeted.field.value), reading(form.amount.field.value), form.schedule.frequency, form.schedule.start_date);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const overall = targeted.read();
    const amount = form.check();
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : MESSAGES.fieldRequired);
    if (amount === null || !('amount' in overall) || !trimmed || !endDate) return;
    const body = {
      target_name: trimmed,
      amount,
      targeted_amount: overall.amount,
      ...scheduleBody(form.schedule),
      end_date: endDate,
      payment_method: 'Debit Card' as const,
      card_id: Number(form.cardId),
    };
    save.run({
      ...targetsCalls.save(target?.id, body),
      successMessage: target ? 'Your target has been updated' : 'Your target plan has been created',
      navigateTo: TAB_PATHS.target,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Enter Target Name" name="target_name" value={name} error={nameError} required maxLength={100} onChange={(event) => setName(event.target.value)} />
      <AmountField label="Overall Targeted Amount" name="targeted_amount" required {...targeted.field} />
      <AmountField label="Frequent Savings Amount" name="amount" required {...form.amount.field} />
      <ScheduleFields values={form.schedule} errors={form.errors} onChange={form.changeSchedule} />
      <TextField
        label="End Date"
        name="end_date"
        readOnly
        value={endDate ? formatDate(endDate) : ''}
        data-date={endDate ?? ''}
        placeholder="Worked out from the amounts, frequency and start date"
        hint="When the targeted amount is reached at this pace"
      />
      <CardChoice cards={loadableOf(cards)} value={form.cardId} error={form.errors.card_id} onChange={form.setCardId} onRetry={cards.retry} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {target ? 'Update' : 'Create Target Plan'}
        </Button>
      </div>
    </form>
  );
}

/** `editId`: the target to edit; `creating`: a new one */
export function TargetDialog({ creating, editId, onClose }: { creating: boolean; editId: number | null; onClose: () => void }) {
  const open = creating || editId !== null;
  useCloseWhenDone(calls.useCall(TARGET_SAVE), onClose);
  const details = useLoad(() => targetsApi.details(editId ?? 0).then((reply) => reply[0] ?? null), String(editId), editId !== null);

  const body = () => {
    if (creating) return <TargetForm target={null} onClose={onClose} />;
    if (details.status === 'error') return <ErrorState message={details.message} onRetry={details.retry} />;
    if (details.status !== 'ready' || !details.data) return <Spinner label="Loading the target…" />;
    return <TargetForm key={details.data.id} target={details.data} onClose={onClose} />;
  };

  return (
    <Modal open={open} title={creating ? 'Create Target Plan' : 'Edit Target Savings'} onClose={onClose}>
      {open && body()}
    </Modal>
  );
}
