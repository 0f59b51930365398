import { nextOccurrence, targetEndDate, type Schedule } from '../../src/modules/savings/schedule';
import { addMonths, lagosDate } from '../../src/time/lagos';

const plan = (over: Partial<Schedule>): Schedule => ({ frequency: 'Daily', transactionDay: null, transactionMonth: null, transactionTime: '09:30', startDate: '2026-11-23', ...over });

describe('autosave schedule in Lagos time (UTC+1)', () => {
  it('daily: today at the time when still ahead, else tomorrow', () => {
    expect(nextOccurrence(plan({}), new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(nextOccurrence(plan({}), new Date('2026-11-23T08:30:00Z')).toISOString()).toBe('2026-11-24T08:30:00.000Z');
  });
  it('never before the start date', () => {
    expect(nextOccurrence(plan({ startDate: '2026-12-01' }), new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-12-01T08:30:00.000Z');
  });
  it('weekly: 1 is Monday, 7 is Sunday', () => {
    // 2026-11-23 is a Monday
    expect(nextOccurrence(plan({ frequency: 'Weekly', transactionDay: 7 }), new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-29T08:30:00.000Z');
    expect(nextOccurrence(plan({ frequency: 'Weekly', transactionDay: 1 }), new Date('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-11-30T08:30:00.000Z');
  });
  it('monthly: day 31 charges on the last day of a short month', () => {
    expect(nextOccurrence(plan({ frequency: 'Monthly', transactionMonth: 31 }), new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-30T08:30:00.000Z');
    expect(nextOccurrence(plan({ frequency: 'Monthly', transactionMonth: 31, startDate: '2027-02-01' }), new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2027-02-28T08:30:00.000Z');
  });
  it('a Lagos day starts at 23:00 UTC', () => {
    expect(lagosDate(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(lagosDate(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
  });
  it('missed periods collapse: the next is the first after now', () => {
    expect(nextOccurrence(plan({ startDate: '2026-11-01' }), new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-24T08:30:00.000Z');
  });
});

describe('target end date (facts §3.3)', () => {
  it('n = round(targeted / amount) periods after the start', () => {
    expect(targetEndDate(100_000_00n, 10_000_00n, 'Daily', '2026-11-23')).toBe('2026-12-03');
    expect(targetEndDate(100_000_00n, 30_000_00n, 'Weekly', '2026-11-23')).toBe('2026-12-14');
    expect(targetEndDate(100_000_00n, 40_000_00n, 'Monthly', '2026-01-31')).toBe('2026-04-30');
    expect(targetEndDate(1_00n, 40_000_00n, 'Monthly', '2026-11-23')).toBe('2026-12-23');
  });
  it('adds months clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
});
