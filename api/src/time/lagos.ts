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
