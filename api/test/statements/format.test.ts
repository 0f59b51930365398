// The pieces of the downloads: CSV cells that cannot run as formulas, naira text without floats, Lagos times.
import { csvCell } from '../../src/modules/statements/csv';
import { displayDate, lagosDateTime, nairaText } from '../../src/modules/statements/format';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+2348012345678', "'+2348012345678"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded ', '" padded "'],
    ['=A1,"x"', `"'=A1,""x"""`],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });
});

describe('nairaText', () => {
  it.each([
    [0n, '₦0.00'],
    [5n, '₦0.05'],
    [100n, '₦1.00'],
    [123_456_789n, '₦1,234,567.89'],
    [100_000_000_000n, '₦1,000,000,000.00'],
    [-150_050n, '-₦1,500.50'],
    [9_007_199_254_740_993n, '₦90,071,992,547,409.93'],
  ])('%p kobo → %s', (kobo, text) => {
    expect(nairaText(kobo)).toBe(text);
  });
});

describe('Lagos dates', () => {
  it('are an hour ahead of UTC all year', () => {
    expect(lagosDateTime(new Date('2026-06-01T22:59:59.999Z'))).toBe('2026-06-01 23:59');
    expect(lagosDateTime(new Date('2026-06-01T23:00:00Z'))).toBe('2026-06-02 00:00');
    expect(lagosDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01 00:30');
    expect(displayDate('2026-06-02')).toBe('2 Jun 2026');
  });
});
