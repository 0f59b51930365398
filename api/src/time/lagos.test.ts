import { lagosDate, startOfLagosDay } from './lagos';

describe('Lagos dates (UTC+1)', () => {
  it('puts 23:30 UTC on the next Lagos day', () => {
    expect(lagosDate(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(lagosDate(new Date('2026-03-14T22:59:59Z'))).toBe('2026-03-14');
  });

  it('finds the start of the Lagos day, and days before it', () => {
    expect(startOfLagosDay(new Date('2026-03-15T11:00:00Z')).toISOString()).toBe('2026-03-14T23:00:00.000Z');
    expect(startOfLagosDay(new Date('2026-03-14T23:00:00Z')).toISOString()).toBe('2026-03-14T23:00:00.000Z');
    expect(startOfLagosDay(new Date('2026-03-14T22:59:59Z')).toISOString()).toBe('2026-03-13T23:00:00.000Z');
    expect(startOfLagosDay(new Date('2026-03-01T05:00:00Z'), -6).toISOString()).toBe('2026-02-22T23:00:00.000Z');
  });
});
