// The terms every loan and business request carries, as the original client sent them (facts §2.6, §2.7):
// a whole number of months up to the society's limit, Weekly or Monthly, a start date (YYYY-MM-DD, today or later).
import { z } from 'zod';
import { LOAN_FREQUENCIES, type LoanFrequency } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { normaliseDate } from '../savings';
import { addDays, lagosDate } from '../../time/lagos';

export const TERM_MESSAGES = {
  frequency: 'Choose a frequency: Weekly or Monthly',
  duration: 'Choose the loan duration in whole months',
  durationAbove: (max: number) => `The loan duration can be at most ${max} month${max === 1 ? '' : 's'}`,
  date: 'Enter the start date as YYYY-MM-DD',
  pastStart: 'The start date cannot be in the past',
  farStart: 'The start date can be at most one year from today',
} as const;

export const loanFrequency = z.unknown().transform((value, ctx) => {
  const found = LOAN_FREQUENCIES.find((f) => typeof value === 'string' && f.toLowerCase() === value.trim().toLowerCase());
  if (!found) {
    ctx.addIssue({ code: 'custom', message: TERM_MESSAGES.frequency });
    return z.NEVER;
  }
  return found as LoanFrequency;
});

export const durationMonths = z.unknown().transform((value, ctx) => {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1) {
    ctx.addIssue({ code: 'custom', message: TERM_MESSAGES.duration });
    return z.NEVER;
  }
  return Number(text);
});

export const startDate = z.unknown().transform((value, ctx) => {
  const date = normaliseDate(value);
  if (!date) {
    ctx.addIssue({ code: 'custom', message: TERM_MESSAGES.date });
    return z.NEVER;
  }
  return date;
});

/** against the society's limit and the server's own Lagos date */
export function assertTerms(terms: { durationMonths: number; startDate: string }, maxMonths: number, now: Date): void {
  if (terms.durationMonths > maxMonths) throw unprocessable(TERM_MESSAGES.durationAbove(maxMonths));
  const today = lagosDate(now);
  if (terms.startDate < today) throw unprocessable(TERM_MESSAGES.pastStart);
  if (terms.startDate > addDays(today, 366)) throw unprocessable(TERM_MESSAGES.farStart);
}
