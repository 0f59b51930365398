import { targetEndDate } from '../../src/features/targets/endDate';

describe('a target’s end date (facts §3.3, as the API computes it)', () => {
  it('adds n = round(targeted / amount) periods to the start date', () => {
    expect(targetEndDate('100000.00', '5000.00', 'Daily', '2030-01-01')).toBe('2030-01-21');
    expect(targetEndDate('100000.00', '5000.00', 'Weekly', '2030-01-01')).toBe('2030-05-21');
    expect(targetEndDate('100000.00', '25000.00', 'Monthly', '2030-01-15')).toBe('2030-05-15');
  });

  it('rounds half up and takes at least one period', () => {
    expect(targetEndDate('2500.00', '1000.00', 'Daily', '2030-01-01')).toBe('2030-01-04');
    expect(targetEndDate('2400.00', '1000.00', 'Daily', '2030-01-01')).toBe('2030-01-03');
    expect(targetEndDate('100.00', '1000.00', 'Daily', '2030-01-01')).toBe('2030-01-02');
  });

  it('clamps a month end (31 Jan + 1 month = 28 Feb) and crosses years', () => {
    expect(targetEndDate('1000.00', '1000.00', 'Monthly', '2030-01-31')).toBe('2030-02-28');
    expect(targetEndDate('1000.00', '1000.00', 'Monthly', '2032-01-31')).toBe('2032-02-29');
    expect(targetEndDate('13000.00', '1000.00', 'Monthly', '2030-12-31')).toBe('2032-01-31');
  });

  it('is null until the amounts, frequency and start date are there', () => {
    expect(targetEndDate('', '1000.00', 'Daily', '2030-01-01')).toBeNull();
    expect(targetEndDate('1000.00', '0', 'Daily', '2030-01-01')).toBeNull();
    expect(targetEndDate('1000.00', '1000.00', '', '2030-01-01')).toBeNull();
    expect(targetEndDate('1000.00', '1000.00', 'Daily', '')).toBeNull();
  });
});
