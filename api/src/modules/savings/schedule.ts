// When a plan charges: its frequency, day and time of day in Africa/Lagos time (UTC+1 all year: Nigeria keeps no
// daylight saving), from its start date on. The autosave job's periods are these occurrences: a run is keyed by
// the occurrence it charges, and the next one is always the first occurrence after now, so periods missed while
// the server was down collapse into one charge.
import type { SavingsFrequency } from '../../db/schema';
import { addDays, addMonths, lagosDate } from '../../time/lagos';

const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;
const SEARCH_DAYS = 400;

export interface Schedule {
  frequency: SavingsFrequency;
  /** Weekly: 1 (Monday) … 7 (Sunday) */
  transactionDay: number | null;
  /** Monthly: 1 … 31; a shorter month charges on its last day */
  transactionMonth: number | null;
  /** 'HH:MM' */
  transactionTime: string;
  /** 'YYYY-MM-DD' (Lagos) */
  startDate: string;
}

const daysInMonth = (year: number, month0: number): number => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

function matches(schedule: Schedule, day: Date): boolean {
  if (schedule.frequency === 'Daily') return true;
  if (schedule.frequency === 'Weekly') return ((day.getUTCDay() + 6) % 7) + 1 === schedule.transactionDay;
  const wanted = Math.min(schedule.transactionMonth ?? 1, daysInMonth(day.getUTCFullYear(), day.getUTCMonth()));
  return day.getUTCDate() === wanted;
}

/** the first occurrence strictly after `after` (a UTC instant) */
export function nextOccurrence(schedule: Schedule, after: Date): Date {
  const [hours, minutes] = schedule.transactionTime.split(':').map(Number);
  const startDay = Date.parse(`${schedule.startDate}T00:00:00Z`);
  const afterDay = Date.parse(`${lagosDate(after)}T00:00:00Z`);
  let day = Math.max(startDay, afterDay);
  for (let i = 0; i <= SEARCH_DAYS; i += 1, day += DAY_MS) {
    const date = new Date(day);
    if (!matches(schedule, date)) continue;
    const at = new Date(day + (hours * 60 + minutes) * 60_000 - LAGOS_OFFSET_MS);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('A schedule without an occurrence in the next 400 days');
}


/**
 * A target's end date (facts §3.3): n = round(targeted / per-period amount), at least 1; Daily adds n days, Weekly
 * 7n days, Monthly n months to the start date. Computed here, never taken from the client.
 */
export function targetEndDate(targetedKobo: bigint, amountKobo: bigint, frequency: SavingsFrequency, startDate: string): string {
  const periods = Number((targetedKobo * 2n + amountKobo) / (amountKobo * 2n)) || 1;
  if (frequency === 'Daily') return addDays(startDate, periods);
  if (frequency === 'Weekly') return addDays(startDate, 7 * periods);
  return addMonths(startDate, periods);
}
