import { formatRelativeTime } from './relativeTime';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatRelativeTime (spec §9 thresholds)', () => {
  it.each([
    [0, 'just now'],
    [1, 'just now'],
    [2, '2 seconds ago'],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [86399, '23 hours ago'],
    [86400, '1 day ago'],
    [29 * 86400 + 86399, '29 days ago'],
    [30 * 86400, '1 month ago'],
    [364 * 86400, '12 months ago'],
    [365 * 86400, '1 year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ])('%p seconds → %p', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('accepts ISO strings, treats the future as now and an invalid date as empty', () => {
    expect(formatRelativeTime('2025-06-15T11:00:00Z', NOW)).toBe('1 hour ago');
    expect(formatRelativeTime('2025-06-15T13:00:00Z', NOW)).toBe('just now');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
