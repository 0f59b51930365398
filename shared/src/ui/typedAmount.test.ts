import { typedAmount, typedAmountOrZero } from './typedAmount';

describe('typed amounts', () => {
  it('reads a typed amount exactly, or null while empty or wrong', () => {
    expect(typedAmount('1,500')).toBe('1500.00');
    expect(typedAmount('123456789012345.67')).toBe('123456789012345.67');
    expect(typedAmount('')).toBeNull();
    expect(typedAmount('12.345')).toBeNull();
  });

  it('reads an optional amount as zero when empty', () => {
    expect(typedAmountOrZero(' ')).toBe('0.00');
    expect(typedAmountOrZero('2,000.5')).toBe('2000.50');
    expect(typedAmountOrZero('-1')).toBeNull();
  });
});
