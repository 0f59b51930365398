// The schedule fields every savings plan takes (saving/store, saving/{id}, save_loan/store, save_loan/modify,
// targets/store, targets/{id}), as the original client sent them (facts §2.3–§2.5): `transaction_day` "1"…"7" for
// Weekly, `transaction_month` 1…31 (the day of the month) for Monthly, `transaction_time` 'HH:MM', `start_date`
// 'YYYY-MM-DD' (the client's unpadded 'YYYY-M-D' too), `card_id` the saved card autosave charges.
import { z } from 'zod';
import { SAVINGS_FREQUENCIES, type SavingsFrequency } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { nairaAmount } from '../../money/money';
import { type Schedule } from './schedule';
import { lagosDate } from '../../time/lagos';

export const PLAN_MESSAGES = {
  frequency: 'Choose a frequency: Daily, Weekly or Monthly',
  day: 'Choose the day of the week (1 Monday … 7 Sunday) for a weekly plan',
  monthDay: 'Choose the day of the month (1 … 31) for a monthly plan',
  time: 'Enter the time of day as HH:MM',
  date: 'Enter the start date as YYYY-MM-DD',
  pastStart: 'The start date cannot be in the past',
  card: 'Choose a saved card for autosave (add one on the Account page)',
  endDate: 'Enter the end date as YYYY-MM-DD',
  endBeforeStart: 'The end date must be after the start date',
} as const;

const frequency = z
  .string({ error: PLAN_MESSAGES.frequency })
  .transform((value, ctx) => {
    const found = SAVINGS_FREQUENCIES.find((f) => f.toLowerCase() === value.trim().toLowerCase());
    if (!found) ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.frequency });
    return (found ?? 'Daily') as SavingsFrequency;
  });

const optionalInt = z.union([z.string(), z.number(), z.null()]).optional();

const toInt = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value).trim();
  return /^\d{1,2}$/.test(text) ? Number(text) : NaN;
};

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** 'YYYY-M-D' or 'YYYY-MM-DD' → 'YYYY-MM-DD', or null when not a real date */
export function normaliseDate(value: unknown): string | null {
  const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (!match) return null;
  const iso = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** the fields of a plan's schedule; `.superRefine(checkSchedule)` after extending */
export const planScheduleFields = {
  amount: nairaAmount(),
  frequency,
  transaction_day: optionalInt,
  transaction_month: optionalInt,
  transaction_time: z.string({ error: PLAN_MESSAGES.time }).regex(TIME, PLAN_MESSAGES.time),
  start_date: z.string({ error: PLAN_MESSAGES.date }).refine((v) => normaliseDate(v) !== null, PLAN_MESSAGES.date),
  payment_method: z.string().optional(),
  card_id: z.union([z.string(), z.number()], { error: PLAN_MESSAGES.card }).refine((v) => /^[1-9]\d{0,15}$/.test(String(v).trim()), PLAN_MESSAGES.card),
};

export interface ScheduleBody {
  frequency: SavingsFrequency;
  transaction_day?: string | number | null;
  transaction_month?: string | number | null;
  transaction_time: string;
  start_date: string;
}

/** zod superRefine: the day a weekly or monthly plan needs */
export function checkSchedule(body: ScheduleBody, ctx: z.RefinementCtx): void {
  if (body.frequency === 'Weekly') {
    const day = toInt(body.transaction_day);
    if (day === null || !(day >= 1 && day <= 7)) ctx.addIssue({ code: 'custom', path: ['transaction_day'], message: PLAN_MESSAGES.day });
  }
  if (body.frequency === 'Monthly') {
    const day = toInt(body.transaction_month);
    if (day === null || !(day >= 1 && day <= 31)) ctx.addIssue({ code: 'custom', path: ['transaction_month'], message: PLAN_MESSAGES.monthDay });
  }
}

/** the parsed body → the schedule stored on the plan (only the day its frequency uses is kept) */
export function scheduleOf(body: ScheduleBody): Schedule {
  const time = TIME.exec(body.transaction_time.trim());
  return {
    frequency: body.frequency,
    transactionDay: body.frequency === 'Weekly' ? toInt(body.transaction_day) : null,
    transactionMonth: body.frequency === 'Monthly' ? toInt(body.transaction_month) : null,
    transactionTime: time ? `${time[1].padStart(2, '0')}:${time[2]}` : body.transaction_time,
    startDate: normaliseDate(body.start_date) ?? body.start_date,
  };
}

/** 422 for a start date in the past by the server's own Lagos date; an edit may keep the start date it had */
export function assertStartDate(startDate: string, now: Date, keptStartDate?: string): void {
  if (startDate !== keptStartDate && startDate < lagosDate(now)) throw unprocessable(PLAN_MESSAGES.pastStart);
}

export const savedCardIdOf = (body: { card_id: string | number }): number => Number(String(body.card_id).trim());
