import { percentOf } from './percent';

describe('percentOf', () => {
  it('computes a whole percent from decimal strings exactly', () => {
    expect(percentOf('5000.00', '20000.00')).toBe(25);
    expect(percentOf('0.01', '0.03')).toBe(33);
    expect(percentOf('19999.99', '20000.00')).toBe(99);
  });
  it('caps at 100 and guards against zero or invalid amounts', () => {
    expect(percentOf('30000', '20000')).toBe(100);
    expect(percentOf('10', '0')).toBe(0);
    expect(percentOf('abc', '100')).toBe(0);
  });
});
