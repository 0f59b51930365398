// Calendar dates in Lagos (West Africa Time, UTC+1 all year, no daylight saving).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const OFFSET_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** "YYYY-MM-DD" of the Lagos day `instant` falls in */
export function lagosDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** the instant the Lagos day containing `instant` began, moved by `days` whole days */
export function startOfLagosDay(instant: Date, days = 0): Date {
  const shifted = instant.getTime() + OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - OFFSET_MS + days * DAY_MS);
}

/** SQL: the Lagos date ("YYYY-MM-DD") of a timestamptz column */
export function lagosDateSql(column: AnyColumn): SQL<string> {
  return sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;
}

const DATE_TIME_TEXT = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos',
});

/** "24 Nov 2026, 19:33": how the app shows a date and time (shared/src/format/date.ts), for messages and mails */
export function lagosDateTimeText(instant: Date): string {
  return DATE_TIME_TEXT.format(instant);
}

const daysInMonth = (year: number, month0: number): number => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** 'YYYY-MM-DD' plus whole days / months (a month end clamps: 31 Jan + 1 month = 28/29 Feb) */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month0 = ((total % 12) + 12) % 12;
  return new Date(Date.UTC(year, month0, Math.min(d, daysInMonth(year, month0)))).toISOString().slice(0, 10);
}
