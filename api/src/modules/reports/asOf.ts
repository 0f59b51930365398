// A report's day: the end of a Lagos calendar day, never after today. Today's reports read the maintained balances;
// a past day's read the ledger's postings up to the end of that day.
import { unprocessable } from '../../http/errors';
import { lagosDate } from '../../time/lagos';
import { startOfLagosDate } from '../transactions';

export interface ReportDay {
  /** YYYY-MM-DD (Lagos) */
  date: string;
  /** the first instant after the day: postings strictly before it count */
  end: Date;
  isToday: boolean;
}

export const FUTURE_DATE = 'The report date cannot be after today';

/** "2026-02-30" is not a day: the date must be written YYYY-MM-DD and exist */
function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** an optional date parameter: '' or missing is none; anything else must be a real YYYY-MM-DD day (422 otherwise, as every other query the API validates) */
export function dateParam(label: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (!isRealDate(trimmed)) throw unprocessable(`${label} must be a date like 2025-01-31`);
  return trimmed;
}

/** `months` of the monthly report: a whole number from 1 to `max`, default 12 */
export function monthsParam(value: string | undefined, max: number): number {
  const trimmed = value?.trim();
  if (!trimmed) return 12;
  const months = /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : 0;
  if (months < 1 || months > max) throw unprocessable(`The number of months must be a whole number from 1 to ${max}`);
  return months;
}

/** "2026-01-31" + n days, as a date */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function reportDay(asOf: string | undefined, now: Date): ReportDay {
  const today = lagosDate(now);
  const date = dateParam('The report date', asOf) ?? today;
  if (date > today) throw unprocessable(FUTURE_DATE);
  return { date, end: startOfLagosDate(shiftDate(date, 1)), isToday: date === today };
}

export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** the position's income period: default the first of the as_of month to as_of; never after today, from ≤ to */
export function reportPeriod(input: { from?: string; to?: string }, day: ReportDay, now: Date): Period {
  const today = lagosDate(now);
  const to = dateParam('The end date', input.to) ?? day.date;
  const from = dateParam('The start date', input.from) ?? `${to.slice(0, 8)}01`;
  if (to > today || from > today) throw unprocessable('The period cannot end after today');
  if (from > to) throw unprocessable('The start date must be on or before the end date');
  return { from, to, start: startOfLagosDate(from), end: startOfLagosDate(shiftDate(to, 1)) };
}
