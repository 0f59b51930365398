// The pro-rata split itself: exact to the kobo, largest remainders first, ties to the lowest user id.
import { allocateDividend } from '../../src/modules/dividends/allocation';

const amounts = (allocations: { userId: number; amountKobo: bigint }[]) => Object.fromEntries(allocations.map((a) => [a.userId, a.amountKobo]));

describe('allocateDividend', () => {
  it('gives the extra kobo of ₦100.00 over three equal holders to the lowest user id', () => {
    const result = allocateDividend(10_000n, [
      { userId: 9, sharesKobo: 500_00n },
      { userId: 3, sharesKobo: 500_00n },
      { userId: 5, sharesKobo: 500_00n },
    ]);
    expect(amounts(result)).toEqual({ 3: 3_334n, 5: 3_333n, 9: 3_333n });
    expect(result[0].userId).toBe(3);
  });

  it('splits pro rata and always sums exactly to the total', () => {
    const holders = [
      { userId: 1, sharesKobo: 1n },
      { userId: 2, sharesKobo: 2n },
      { userId: 3, sharesKobo: 7n },
    ];
    expect(amounts(allocateDividend(1_000n, holders))).toEqual({ 1: 100n, 2: 200n, 3: 700n });
    for (const total of [1n, 7n, 99n, 12_345n, 100_000_000_001n]) {
      const result = allocateDividend(total, [...holders, { userId: 4, sharesKobo: 333_333n }, { userId: 5, sharesKobo: 17n }]);
      expect(result.reduce((sum, a) => sum + a.amountKobo, 0n)).toBe(total);
      expect(result.every((a) => a.amountKobo >= 0n)).toBe(true);
    }
  });

  it('gives leftover kobo to the largest remainders before lower ids', () => {
    // 10 kobo over 1:1:1:3 → 1.666…, 1.666…, 1.666…, 5: remainders 4/6 each for the small ones
    const result = allocateDividend(10n, [
      { userId: 1, sharesKobo: 1n },
      { userId: 2, sharesKobo: 1n },
      { userId: 3, sharesKobo: 1n },
      { userId: 4, sharesKobo: 3n },
    ]);
    expect(amounts(result)).toEqual({ 1: 2n, 2: 2n, 3: 1n, 4: 5n });
  });

  it('is empty without shares', () => {
    expect(allocateDividend(100n, [])).toEqual([]);
  });
});
