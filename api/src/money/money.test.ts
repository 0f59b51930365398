import { formatKobo, nairaAmount, parseNaira } from './money';

describe('money', () => {
  it.each([
    ['1500', 150000n],
    ['1500.5', 150050n],
    ['1500.05', 150005n],
    ['1,500.00', 150000n],
    [1500.5, 150050n],
    [0.1, 10n],
    ['0', 0n],
  ])('parses %p exactly', (input, kobo) => {
    expect(parseNaira(input)).toBe(kobo);
  });

  it.each(['1.005', '-1', 'abc', '', '1e3', NaN, Infinity, null, {}, '1.2.3'])('rejects %p', (input) => {
    expect(parseNaira(input)).toBeNull();
  });

  it('formats kobo as a two-place decimal string', () => {
    expect(formatKobo(150005n)).toBe('1500.05');
    expect(formatKobo(5n)).toBe('0.05');
    expect(formatKobo(-250n)).toBe('-2.50');
  });

  it('validates amounts with member-readable messages', () => {
    const schema = nairaAmount();
    expect(schema.parse('20.10')).toBe(2010n);
    expect(schema.safeParse('0').error?.issues[0].message).toBe('The amount must be greater than zero');
    expect(schema.safeParse('1.234').error?.issues[0].message).toBe('The amount must be a number with at most 2 decimal places');
    expect(schema.safeParse('2000000000').error?.issues[0].message).toBe('The amount is above the limit of ₦1,000,000,000');
  });
});
