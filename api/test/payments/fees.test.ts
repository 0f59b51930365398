import { cardFee, cardFeePreview } from '../../src/rails/fees';

const naira = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

describe('cardFee: 1.5%, +₦100 from ₦2,500, capped at ₦2,000, half up to the kobo', () => {
  it.each([
    ['1.00', '0.02'], // 1.5 kobo rounds half up to 2
    ['0.01', '0.00'],
    ['0.33', '0.00'], // 0.495 kobo
    ['0.34', '0.01'], // 0.51 kobo
    ['100.00', '1.50'],
    ['100.10', '1.50'], // 150.15 kobo
    ['100.30', '1.50'], // 150.45 kobo
    ['100.33', '1.50'], // 150.495 kobo
    ['100.34', '1.51'], // 150.51 kobo
    ['2499.99', '37.50'], // 3749.985 kobo, below the flat-fee threshold
    ['2500.00', '137.50'], // 37.50 + 100 from ₦2,500 exactly
    ['2500.01', '137.50'],
    ['10000.00', '250.00'],
    ['126666.33', '1999.99'], // the last amount under the cap
    ['126666.67', '2000.00'], // 1900.00 + 100 reaches the cap
    ['126667.00', '2000.00'],
    ['1000000.00', '2000.00'],
    ['1000000000.00', '2000.00'],
  ])('₦%s → fee ₦%s', (amount, fee) => {
    expect(cardFee(naira(amount))).toBe(naira(fee));
  });

  it('gives no fee for nothing', () => {
    expect(cardFee(0n)).toBe(0n);
    expect(cardFee(-500n)).toBe(0n);
  });

  it('never exceeds the cap and never decreases as the amount grows', () => {
    let previous = 0n;
    for (let kobo = 12_600_000n; kobo <= 12_700_000n; kobo += 7n) {
      const fee = cardFee(kobo);
      expect(fee).toBeLessThanOrEqual(200_000n);
      expect(fee).toBeGreaterThanOrEqual(previous);
      previous = fee;
    }
  });

  it('previews amount, fee and total in kobo', () => {
    expect(cardFeePreview(500_000n)).toEqual({ amount: 500_000n, fee: 17_500n, total: 517_500n });
  });
});
