// Relative time with the spec §9 thresholds: seconds < 60, minutes < 3600 s, hours < a day,
// days < 30 days, then months and years.
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

export function formatRelativeTime(date: string | number | Date, now: Date = new Date()): string {
  const then = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < MINUTE) return seconds <= 1 ? 'just now' : plural(seconds, 'second');
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH) return plural(Math.floor(seconds / DAY), 'day');
  if (seconds < YEAR) return plural(Math.floor(seconds / MONTH), 'month');
  return plural(Math.floor(seconds / YEAR), 'year');
}
