import { addNaira, minusNaira, nairaAbove, shareOfNaira, shortfallNaira, sumNaira, timesNaira } from './nairaMath';

describe('naira arithmetic on decimal strings', () => {
  it('adds and subtracts exactly, with fractions floats get wrong', () => {
    expect(addNaira('0.10', '0.20')).toBe('0.30');
    expect(addNaira('1500', '250.5')).toBe('1750.50');
    expect(addNaira('1500.00', 'abc')).toBeNull();
    expect(minusNaira('0.30', '0.10')).toBe('0.20');
    expect(minusNaira('100.00', '250.75')).toBe('-150.75');
    expect(minusNaira('', '1.00')).toBe('0.00');
  });

  it('stays exact far beyond a float’s 2^53', () => {
    expect(addNaira('90071992547409.93', '0.01')).toBe('90071992547409.94');
    expect(sumNaira(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(timesNaira('12345678901234.56', 1000)).toBe('12345678901234560.00');
  });

  it('multiplies by whole counts only', () => {
    expect(timesNaira('5000.00', 3)).toBe('15000.00');
    expect(timesNaira('5000.00', 1.5)).toBe('0.00');
    expect(timesNaira('5000.00', -1)).toBe('0.00');
  });

  it('sums, with what is not an amount counting as zero', () => {
    expect(sumNaira([])).toBe('0.00');
    expect(sumNaira(['0.01', '', 'x', '2.99'])).toBe('3.00');
  });

  it('finds what is still to cover, never below zero, and compares', () => {
    expect(shortfallNaira('50000.00', '20000.50')).toBe('29999.50');
    expect(shortfallNaira('100.00', '200.00')).toBe('0.00');
    expect(nairaAbove('100.01', '100.00')).toBe(true);
    expect(nairaAbove('100.00', '100.00')).toBe(false);
  });

  it('splits into equal payments rounded up to the kobo', () => {
    expect(shareOfNaira('100.00', 3)).toBe('33.34');
    expect(shareOfNaira('120000.00', 12)).toBe('10000.00');
    expect(shareOfNaira('0.01', 4)).toBe('0.01');
    expect(shareOfNaira('0.00', 4)).toBeNull();
    expect(shareOfNaira('100.00', 0)).toBeNull();
  });
});
