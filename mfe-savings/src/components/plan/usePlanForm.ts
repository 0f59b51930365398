// The state of a plan form: the amount (AmountField), the schedule and the card, filled from a plan when there is
// one, checked together on submit.
import { useCallback, useState } from 'react';
import { formatAmountTyping, useAmountField } from '@coop/shared';
import type { SavingsPlan } from '@coop/api/contract';
import { emptySchedule, scheduleErrors, scheduleOf, type ScheduleErrors, type ScheduleValues } from './schedule';

export const CHOOSE_CARD_MESSAGE = 'Choose a saved card for autosave';

export const amountText = (money: string) => formatAmountTyping(money.replace(/\.00$/, '')).text;

export function usePlanForm() {
  const amount = useAmountField({ min: '1.00' });
  const [schedule, setSchedule] = useState<ScheduleValues>(emptySchedule);
  const [cardId, setCardId] = useState('');
  const [errors, setErrors] = useState<ScheduleErrors & { card_id?: string }>({});
  const [keptStart, setKeptStart] = useState<string | undefined>();
  const { reset: resetAmount, field } = amount;
  const setAmountText = field.onChange;

  /** empty, or the plan's values (an edit keeps its start date even once it has passed) */
  const fill = useCallback(
    (plan: SavingsPlan | null, keepStart: boolean) => {
      resetAmount();
      if (plan) setAmountText(amountText(plan.amount));
      setSchedule(plan ? scheduleOf(plan) : emptySchedule());
      setCardId(plan?.card_id ? String(plan.card_id) : '');
      setKeptStart(plan && keepStart ? plan.start_date : undefined);
      setErrors({});
    },
    [resetAmount, setAmountText],
  );

  const changeSchedule = (patch: Partial<ScheduleValues>) => setSchedule((current) => ({ ...current, ...patch }));

  /** every field checked at once; the amount or null */
  const check = (): string | null => {
    const reading = amount.read();
    const found: ScheduleErrors & { card_id?: string } = scheduleErrors(schedule, keptStart);
    if (!cardId) found.card_id = CHOOSE_CARD_MESSAGE;
    setErrors(found);
    if (!('amount' in reading) || Object.keys(found).length > 0) return null;
    return reading.amount;
  };

  return { amount, schedule, changeSchedule, cardId, setCardId, errors, fill, check };
}
