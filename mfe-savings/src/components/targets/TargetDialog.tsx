// "Create Target Plan" / "Edit Target Savings" (facts §3.3): the name, the overall and per-period amounts, the
// schedule, the end date (computed as the API computes it, shown read-only) and the saved card. An edit starts from
// `targets/details/{id}`[0].
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountField, Button, ErrorState, formatDate, MESSAGES, Modal, readAmountField, Spinner, TextField, useAmountField, useLoad } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { selectPlans } from '../../features/plans/selectors';
import { cardsRequested } from '../../features/plans/slice';
import { targetsApi } from '../../features/targets/api';
import { targetEndDate } from '../../features/targets/endDate';
import { selectTargets } from '../../features/targets/selectors';
import { targetSaveRequested } from '../../features/targets/slice';
import { CardChoice } from '../plan/CardChoice';
import { scheduleBody } from '../plan/schedule';
import { ScheduleFields } from '../plan/ScheduleFields';
import { useCloseOnSave } from '../plan/useCloseOnSave';
import { amountText, usePlanForm } from '../plan/usePlanForm';
import styles from '../plan/planStyles';

const reading = (text: string) => {
  const read = readAmountField(text);
  return 'amount' in read ? read.amount : '';
};

function TargetForm({ target, onClose }: { target: TargetPlan | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const { cards } = useSelector(selectPlans);
  const { saving } = useSelector(selectTargets);
  const form = usePlanForm();
  const targeted = useAmountField({ min: '1.00' });
  const [name, setName] = useState(target?.target_name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const { fill } = form;
  const setTargetedText = targeted.field.onChange;

  useEffect(() => {
    dispatch(cardsRequested());
    fill(target, true);
    if (target) setTargetedText(amountText(target.targeted_amount));
  }, [dispatch, fill, target, setTargetedText]);

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
    dispatch(targetSaveRequested({ id: target?.id, body }));
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
      <CardChoice cards={cards} value={form.cardId} error={form.errors.card_id} onChange={form.setCardId} onRetry={() => dispatch(cardsRequested())} />
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
  const { savedCount } = useSelector(selectTargets);
  const open = creating || editId !== null;
  useCloseOnSave(open, savedCount, onClose);
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
