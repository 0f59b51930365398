// The schedule part of every plan form (regular, save-to-loan, target): its values as typed, their checks (the
// API's rules: a day for Weekly and Monthly, a time, a start date not in the past) and the body keys (facts §2.3).
import { lagosToday, MESSAGES } from '@coop/shared';
import type { SavingsFrequency, SavingsPlan } from '@coop/api/contract';
import type { PlanBody } from '../../features/plans/api';

export interface ScheduleValues {
  frequency: SavingsFrequency | '';
  /** Weekly: "1" (Monday) … "7" (Sunday) */
  transaction_day: string;
  /** Monthly: "1" … "31" */
  transaction_month: string;
  transaction_time: string;
  start_date: string;
}

export type ScheduleErrors = Partial<Record<keyof ScheduleValues, string>>;

export const SCHEDULE_MESSAGES = {
  day: 'Choose the day of the week',
  monthDay: 'Choose the day of the month',
  pastStart: 'The start date cannot be in the past',
} as const;

export const emptySchedule = (): ScheduleValues => ({ frequency: '', transaction_day: '', transaction_month: '', transaction_time: '', start_date: '' });

export function scheduleOf(plan: SavingsPlan): ScheduleValues {
  return {
    frequency: plan.frequency,
    transaction_day: plan.transaction_day ?? '',
    transaction_month: plan.transaction_month ? String(plan.transaction_month) : '',
    transaction_time: plan.transaction_time.slice(0, 5),
    start_date: plan.start_date,
  };
}

/** `keptStart`: an edit may keep the plan's own start date even once it has passed */
export function scheduleErrors(values: ScheduleValues, keptStart?: string, today = lagosToday()): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (!values.frequency) errors.frequency = MESSAGES.fieldRequired;
  if (values.frequency === 'Weekly' && !values.transaction_day) errors.transaction_day = SCHEDULE_MESSAGES.day;
  if (values.frequency === 'Monthly' && !values.transaction_month) errors.transaction_month = SCHEDULE_MESSAGES.monthDay;
  if (!values.transaction_time) errors.transaction_time = MESSAGES.fieldRequired;
  if (!values.start_date) errors.start_date = MESSAGES.fieldRequired;
  else if (values.start_date < today && values.start_date !== keptStart) errors.start_date = SCHEDULE_MESSAGES.pastStart;
  return errors;
}

export type ScheduleBody = Pick<PlanBody, 'frequency' | 'transaction_day' | 'transaction_month' | 'transaction_time' | 'start_date'>;

/** only the day the frequency uses is sent; call after `scheduleErrors` found nothing */
export function scheduleBody(values: ScheduleValues): ScheduleBody {
  const frequency = values.frequency as SavingsFrequency;
  return {
    frequency,
    transaction_day: frequency === 'Weekly' ? values.transaction_day : null,
    transaction_month: frequency === 'Monthly' ? Number(values.transaction_month) : null,
    transaction_time: values.transaction_time,
    start_date: values.start_date,
  };
}
