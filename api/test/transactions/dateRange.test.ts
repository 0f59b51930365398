// From/to Lagos calendar dates to the ledger's instants, and the rules a period must follow.
import { dateRange, startOfLagosDate } from '../../src/modules/transactions/dateRange';
import { AppError } from '../../src/http/errors';

const now = new Date('2026-11-21T12:00:00Z');

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('dateRange', () => {
  it('turns inclusive Lagos days into [from, to) instants', () => {
    expect(dateRange({ from: '2026-03-10', to: '2026-03-10' }, now)).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
      fromInstant: new Date('2026-03-09T23:00:00Z'),
      toInstant: new Date('2026-03-10T23:00:00Z'),
    });
    expect(startOfLagosDate('2027-01-01')).toEqual(new Date('2026-12-31T23:00:00Z'));
    // across a month and a year end
    expect(dateRange({ to: '2025-12-31' }, now).toInstant).toEqual(new Date('2025-12-31T23:00:00Z'));
  });

  it('leaves missing ends open, or fills them for a statement', () => {
    expect(dateRange({}, now)).toEqual({ from: null, to: null, fromInstant: undefined, toInstant: undefined });
    expect(dateRange({}, now, { defaultToToday: true, defaultFromMonthStart: true })).toMatchObject({ from: '2026-11-01', to: '2026-11-21' });
    expect(dateRange({ to: '2026-02-14' }, now, { defaultToToday: true, defaultFromMonthStart: true })).toMatchObject({ from: '2026-02-01', to: '2026-02-14' });
  });

  it('knows which Lagos day it is at midnight', () => {
    const justAfterMidnight = new Date('2026-11-21T23:00:00Z'); // 00:00 on the 22nd in Lagos
    expect(dateRange({}, justAfterMidnight, { defaultToToday: true })).toMatchObject({ to: '2026-11-22' });
    expect(refusal(() => dateRange({ from: '2026-11-22' }, new Date('2026-11-21T22:59:59Z')))).toBe('422 The start date cannot be after today');
  });

  it('caps the end at today and the period at 3 years', () => {
    expect(dateRange({ from: '2026-11-01', to: '2027-01-01' }, now)).toMatchObject({ to: '2026-11-21' });
    expect(dateRange({ from: '2023-11-22', to: '2026-11-21' }, now)).toMatchObject({ from: '2023-11-22' });
    expect(refusal(() => dateRange({ from: '2023-11-21', to: '2026-11-21' }, now))).toBe('422 The period can be at most 3 years, please choose a shorter one');
    expect(refusal(() => dateRange({ from: '2026-11-02', to: '2026-11-01' }, now))).toBe('422 The start date must be on or before the end date');
  });
});
