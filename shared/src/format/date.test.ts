import { formatDate, formatDateTime } from './date';

describe('dates in en-NG, Lagos time', () => {
  it('formats a date as day, short month and year', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('7 Mar 2025');
  });
  it('uses Lagos time, not the device zone (23:30 UTC is the next day in Lagos)', () => {
    expect(formatDate('2025-03-07T23:30:00Z')).toBe('8 Mar 2025');
  });
  it('formats date and time', () => {
    expect(formatDateTime('2025-03-07T10:05:00Z')).toMatch(/^7 Mar 2025,? 11:05/);
  });
  it('returns empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});
