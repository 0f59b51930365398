// Date filters of the history screens: Lagos calendar dates ("YYYY-MM-DD"), both ends inclusive, turned
// into the instants the ledger filters on (from inclusive, to exclusive).
import { z } from 'zod';
import { unprocessable } from '../../http/errors';
import { lagosDate } from '../../time/lagos';

const LAGOS_OFFSET_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
export const MAX_RANGE_YEARS = 3;

function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `?from=` / `?to=`: a real calendar date written YYYY-MM-DD */
export function calendarDate(label: string) {
  const message = `${label} must be a date like 2025-01-31`;
  return z
    .string({ error: message })
    .trim()
    .refine(isRealDate, { error: message })
    .optional()
    .transform((value) => value || undefined);
}

/** the instant the Lagos day `date` begins */
export function startOfLagosDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) - LAGOS_OFFSET_MS);
}

function addDays(date: string, days: number): string {
  return new Date(startOfLagosDate(date).getTime() + LAGOS_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  // 29 February + 1 year → 1 March
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

export interface DateRange {
  /** Lagos dates, inclusive */
  from: string | null;
  to: string | null;
  /** instants for the ledger: from inclusive, to exclusive */
  fromInstant?: Date;
  toInstant?: Date;
}

export interface RangeRules {
  /** when `to` is missing: today */
  defaultToToday?: boolean;
  /** when `from` is missing: the first day of the `to` month */
  defaultFromMonthStart?: boolean;
}

/**
 * Checks a from/to pair against today (Lagos): `from` cannot be after today, `to` after today means today,
 * from ≤ to, and the period is at most MAX_RANGE_YEARS long.
 */
export function dateRange(input: { from?: string; to?: string }, now: Date, rules: RangeRules = {}): DateRange {
  const today = lagosDate(now);
  let { from, to } = input;
  if (from && from > today) throw unprocessable('The start date cannot be after today');
  if (to && to > today) to = today;
  if (!to && rules.defaultToToday) to = today;
  if (!from && rules.defaultFromMonthStart && to) from = `${to.slice(0, 8)}01`;
  if (from && to) {
    if (from > to) throw unprocessable('The start date must be on or before the end date');
    if (addYears(from, MAX_RANGE_YEARS) <= to) throw unprocessable(`The period can be at most ${MAX_RANGE_YEARS} years, please choose a shorter one`);
  }
  return {
    from: from ?? null,
    to: to ?? null,
    fromInstant: from ? startOfLagosDate(from) : undefined,
    toInstant: to ? startOfLagosDate(addDays(to, 1)) : undefined,
  };
}
