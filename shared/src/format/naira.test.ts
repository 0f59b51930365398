import { formatNaira, koboToNaira, parseNairaInput } from './naira';

describe('formatNaira', () => {
  it('formats decimal strings exactly in en-NG naira', () => {
    expect(formatNaira('1500.00')).toBe('₦1,500.00');
    expect(formatNaira('1234567.89')).toBe('₦1,234,567.89');
    expect(formatNaira('0.10')).toBe('₦0.10');
  });
  it('formats numbers and treats empty as zero', () => {
    expect(formatNaira(2500)).toBe('₦2,500.00');
    expect(formatNaira(null)).toBe('₦0.00');
  });
  it('keeps precision beyond float range', () => {
    expect(formatNaira('90071992547409.93')).toBe('₦90,071,992,547,409.93');
  });
});

describe('parseNairaInput', () => {
  it.each([
    ['1,500', '1500.00'],
    ['₦2,000.5', '2000.50'],
    ['007.25', '7.25'],
  ])('parses %p', (input, out) => expect(parseNairaInput(input)).toBe(out));
  it.each(['1.234', '-5', 'abc', ''])('rejects %p', (input) => expect(parseNairaInput(input)).toBeNull());
  it('converts kobo', () => expect(koboToNaira(150005n)).toBe('1500.05'));
});
