// Calendar dates as the API takes them (YYYY-MM-DD), in Lagos time whatever the device's zone.
const LAGOS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' });

export function lagosToday(now: Date = new Date()): string {
  return LAGOS_DAY.format(now);
}

/** The first day of this month and today (the statement's default period). */
export function thisMonth(now: Date = new Date()): { from: string; to: string } {
  const to = lagosToday(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

export const DATE_RANGE_MESSAGE = 'The start date must be on or before the end date';

/** ISO dates compare as strings. */
export function rangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? DATE_RANGE_MESSAGE : undefined;
}
